export default {
  checkFailed: 'Impossible de vérifier votre accès administrateur',
};
