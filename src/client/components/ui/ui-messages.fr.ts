export default {
  close: 'Fermer',
  cancel: 'Annuler',
  tryAgain: 'Réessayer',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  failedWithReason: '{prefix} : {reason}',
};
