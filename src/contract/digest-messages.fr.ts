export default {
  optedIn: 'Résumé hebdomadaire activé',
  optedOut: 'Résumé hebdomadaire désactivé',
  settingFailed: 'Impossible d’enregistrer votre réglage du résumé',
  invalidLink: 'Ce lien de désinscription n’est pas valide',
  unsubscribed: 'C’est fait : vous ne recevrez plus le résumé hebdomadaire',
  unsubscribeFailed: 'Impossible de vous désinscrire',
  setting: 'Résumé hebdomadaire par e-mail',
  description: 'Une fois par semaine, un e-mail avec les remerciements reçus par vos compliments.',
  question: 'Se désinscrire du résumé hebdomadaire ?',
  explanation:
    'Vous ne recevrez plus d’e-mails hebdomadaires sur les remerciements que reçoivent vos compliments.',
  unsubscribe: 'Se désinscrire',
  home: 'Accueil',
};
