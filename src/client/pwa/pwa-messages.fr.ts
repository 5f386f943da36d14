export default {
  offlineCompliment: 'Vous êtes hors ligne. Voici un mot gentil de tout à l’heure.',
  offlineWrite:
    'Vous êtes hors ligne. Rien n’a été envoyé ; réessayez quand vous serez de nouveau en ligne.',
  offlineRead: 'Vous êtes hors ligne. Ceci s’affichera dès que vous serez de nouveau en ligne.',
  updateReady: 'Une nouvelle version est prête',
  refresh: 'Actualiser',
  notNow: 'Plus tard',
  installTitle: 'Gardez {site} sur votre écran d’accueil',
  installText: 'Un mot gentil en un geste, même hors ligne.',
  install: 'Installer',
  installAppTitle: 'Installer l’application',
  installAppText:
    'Ajoutez {site} à votre écran d’accueil ou à votre bureau et ouvrez-le comme n’importe quelle autre application.',
};
