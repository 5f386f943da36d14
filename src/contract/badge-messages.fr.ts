export default {
  notFound: 'Badge introuvable',
  invalidId: 'Identifiant de badge invalide',
  notYours: 'Vous ne pouvez partager que vos propres badges',
  notYoursToCelebrate: 'Vous ne pouvez célébrer que vos propres badges',
  emptyList: 'Pas encore de badge. Continuez à semer la bienveillance pour en gagner !',
  shared: 'Badge partagé !',
};
