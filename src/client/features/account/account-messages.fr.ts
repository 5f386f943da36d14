export default {
  pageTitle: 'Paramètres du compte',
  signedInAs: 'Connecté en tant que {email}',
  usernameTitle: 'Nom d’utilisateur',
  digestTitle: 'Résumé hebdomadaire',
  twoFactorTitle: 'Connexion en deux étapes',
  passwordTitle: 'Changer de mot de passe',
  passwordDescription: 'Vous restez connecté ici ; tous vos autres appareils sont déconnectés.',
  currentPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  confirmNewPassword: 'Confirmez le nouveau mot de passe',
  changePassword: 'Changer de mot de passe',
  emailTitle: 'Changer d’e-mail',
  emailDescription:
    'Nous envoyons un lien à la nouvelle adresse ; votre e-mail change lorsque vous le suivez.',
  emailDescriptionUnconfirmed:
    'Ce n’est pas votre adresse, ou il y a une faute de frappe ? Saisissez la bonne : nous y enverrons le lien de confirmation.',
  yourEmail: 'Votre e-mail : {email}',
  notConfirmed: '(pas encore confirmé)',
  waitingFor: 'En attente du lien envoyé à {email}.',
  newEmail: 'Nouvel e-mail',
  sendLink: 'Envoyer le lien de confirmation',
  languageTitle: 'Langue',
  languageDescription:
    'La langue dans laquelle Kindly vous parle : sur tous les appareils où vous vous connectez, et dans les e-mails que nous vous envoyons.',
  languageLabel: 'Langue',
  saveLanguage: 'Enregistrer la langue',
};
