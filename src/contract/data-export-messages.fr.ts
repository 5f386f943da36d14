export default {
  title: 'Télécharger mes données',
  description:
    'Un fichier zip de tout ce que Kindly conserve sur vous, en fichiers JSON : votre compte, vos compliments, remerciements, karma, badges, messages, signalements, réglage du résumé, sessions et clés d’accès. Les autres membres n’y apparaissent jamais par leur e-mail. Vous pouvez le télécharger une fois par jour.',
  download: 'Télécharger mes données',
  preparing: 'Préparation de votre fichier…',
  downloaded: 'Vos données sont en cours de téléchargement',
  onceADay: 'Vous pouvez télécharger vos données une fois par jour. Veuillez réessayer demain.',
  failed: 'Impossible de préparer vos données. Veuillez réessayer.',
};
