export default {
  confirmFirst: 'Veuillez d’abord confirmer votre adresse e-mail.',
  bannerTitle: 'Veuillez confirmer votre adresse e-mail',
  bannerText:
    'Vous pouvez déjà tout lire. Pour partager des compliments, remercier, signaler, choisir un nom d’utilisateur ou recevoir le résumé hebdomadaire, suivez le lien que nous vous avons envoyé.',
  linkInvalid: 'Ce lien de confirmation n’est pas valide ou a expiré.',
  linkInvalidHint:
    'Un lien de confirmation ne sert qu’une fois, pendant 24 heures, et seul le dernier demandé fonctionne.',
  addressTaken:
    'Un autre compte utilise désormais cette adresse : elle ne peut donc pas devenir la vôtre.',
  confirmed: 'Votre adresse e-mail est confirmée.',
  confirming: 'Confirmation de votre adresse e-mail…',
  resendAnswer: 'Si votre adresse doit encore être confirmée, un nouveau lien est en route.',
  resendFailed: 'Impossible d’envoyer un nouveau lien',
  bannerSentTo: 'Nous avons envoyé un lien à {email}.',
  resend: 'Renvoyer',
  changeEmail: 'Changer d’e-mail',
  logInForLink: '{logIn} pour demander un nouveau lien.',
  logIn: 'Connectez-vous',
  confirmedText:
    'Vous pouvez maintenant partager des compliments, remercier, signaler, choisir un nom d’utilisateur et recevoir le résumé hebdomadaire.',
  home: 'Accueil',
  currentPasswordRequired: 'Veuillez saisir votre mot de passe actuel',
  currentPasswordWrong: 'Ce n’est pas votre mot de passe actuel',
  passwordChanged: 'Mot de passe modifié. Vos autres sessions ont été déconnectées.',
  passwordChangeFailed: 'Impossible de modifier votre mot de passe',
  sameEmail: 'C’est déjà votre adresse e-mail',
  emailChangeAnswer:
    'Consultez la boîte de réception de la nouvelle adresse : votre e-mail change lorsque vous suivez le lien qui s’y trouve.',
  emailChangeFailed: 'Impossible de changer votre e-mail',
  emailKept:
    'Votre adresse e-mail reste la même ; le changement qui attendait son lien est annulé.',
  ownAddressLinkSent: 'Un nouveau lien de confirmation est en route vers votre adresse.',
  pendingCancelled: 'Le changement d’adresse est annulé.',
  noPendingChange: 'Aucun changement d’adresse n’est en attente.',
  cancelChange: 'Annuler le changement',
  cancelChangeFailed: 'Impossible d’annuler le changement',
  cancelLinkInvalid: 'Ce lien n’est pas valide ou a expiré.',
  cancelLinkHint:
    'Le lien de l’avis fonctionne pendant 7 jours. Si quelqu’un d’autre a changé votre adresse, réinitialisez votre mot de passe depuis la page de connexion.',
  cancelling: 'Annulation du changement d’adresse…',
  changeCancelled:
    'Le changement d’adresse est annulé et toutes les sessions du compte ont été fermées.',
  changeTakenBack:
    'Votre adresse e-mail est de nouveau la vôtre et toutes les sessions du compte ont été fermées.',
  changeNotTakenBack:
    'Toutes les sessions du compte ont été fermées, mais un autre compte utilise désormais votre ancienne adresse : elle n’a donc pas pu vous être rendue.',
  cancelAdvice:
    'Si vous n’avez pas demandé ce changement, quelqu’un connaît peut-être votre mot de passe : choisissez-en un nouveau dès maintenant.',
  chooseNewPassword: 'Choisir un nouveau mot de passe',
};
