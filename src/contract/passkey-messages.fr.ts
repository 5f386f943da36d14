export default {
  title: 'Clés d’accès',
  description:
    'Connectez-vous avec votre empreinte, votre visage ou le verrouillage de votre écran au lieu de votre mot de passe. Une clé d’accès reste sur votre appareil ou dans votre gestionnaire de mots de passe ; Kindly n’en garde que la moitié publique.',
  none: 'Vous n’avez pas encore de clé d’accès.',
  listLabel: 'Vos clés d’accès',
  loadFailed: 'Impossible de charger vos clés d’accès',
  addedOn: 'Ajoutée le {date}',
  lastUsedOn: 'Dernière utilisation : {date}',
  notUsedYet: 'Pas encore utilisée',
  synced: 'Synchronisée',
  syncedHint:
    'Conservée par votre gestionnaire de mots de passe sur tous les appareils qu’il synchronise.',
  oneDevice: 'Cet appareil uniquement',
  add: 'Ajouter une clé d’accès',
  addTitle: 'Ajouter une clé d’accès',
  addHelp: 'Saisissez votre mot de passe pour ajouter une clé d’accès à votre compte.',
  addHelpTwoFactor:
    'Saisissez votre mot de passe, ou un code de votre application d’authentification, pour ajouter une clé d’accès à votre compte.',
  passwordLabel: 'Mot de passe',
  continue: 'Continuer',
  useCode: 'Utiliser plutôt un code de votre application',
  usePassword: 'Utiliser plutôt votre mot de passe',
  addDone: 'Clé d’accès ajoutée',
  addDoneText:
    'Vous pourrez vous connecter avec elle la prochaine fois. Renommez-la pour distinguer vos clés d’accès.',
  addFailed: 'Impossible d’ajouter la clé d’accès',
  rename: 'Renommer',
  renameLabel: 'Renommer : {name}',
  renameTitle: 'Renommer la clé d’accès',
  nameLabel: 'Nom',
  nameHint: 'Pour distinguer vos clés d’accès, par exemple « Ordinateur du bureau ».',
  save: 'Enregistrer',
  renamed: 'Clé d’accès renommée',
  renameFailed: 'Impossible de renommer la clé d’accès',
  remove: 'Supprimer',
  removeLabel: 'Supprimer : {name}',
  removeTitle: 'Supprimer cette clé d’accès ?',
  removeHelp:
    'Elle ne vous connectera plus, dès maintenant. Saisissez votre mot de passe pour la supprimer ; votre session reste ouverte ici.',
  removeHelpTwoFactor:
    'Elle ne vous connectera plus, dès maintenant. Saisissez votre mot de passe, ou un code de votre application d’authentification, pour la supprimer ; votre session reste ouverte ici.',
  removed: 'Clé d’accès supprimée',
  removeFailed: 'Impossible de supprimer la clé d’accès',
  removedNote:
    'Votre appareil peut encore la proposer ; elle ne fonctionne plus sur Kindly et vous pouvez l’y supprimer.',
  signIn: 'Utiliser une clé d’accès',
  or: 'ou',
  signInFailedTitle: 'Connexion avec une clé d’accès impossible',
  signInRefused:
    'Cette clé d’accès n’a pas fonctionné. Réessayez, ou connectez-vous avec votre mot de passe.',
  cancelled: 'Aucune clé d’accès n’a été choisie. Réessayez quand vous serez prêt.',
  notSupported:
    'Ce navigateur ne peut pas utiliser de clés d’accès. Connectez-vous plutôt avec votre mot de passe.',
  cannotAddHere:
    'Ce navigateur ne peut pas créer de clés d’accès. Ajoutez-en une depuis un autre navigateur ou un autre appareil.',
  confirm: 'Confirmer avec une clé d’accès',
  confirmed: 'Confirmé avec votre clé d’accès',
  confirmFailedTitle: 'Confirmation avec une clé d’accès impossible',
  noneToConfirm:
    'Vous n’avez pas encore de clé d’accès. Ajoutez-en d’abord une dans les paramètres de votre compte.',
  confirmRefused:
    'Cette clé d’accès n’a pas pu confirmer que c’est bien vous. Réessayez, ou utilisez-en une autre.',
  challengeExpired: 'Cela a pris trop de temps. Veuillez réessayer.',
  registrationRefused: 'Cette clé d’accès n’a pas pu être ajoutée. Veuillez réessayer.',
  alreadyAdded: 'Cette clé d’accès est déjà sur votre compte.',
  tooMany:
    'Vous avez 20 clés d’accès, le maximum pour un compte. Supprimez-en une pour en ajouter une autre.',
  notFound: 'Cette clé d’accès n’est pas à vous, ou elle a déjà été supprimée.',
  passwordOrCode: 'Saisissez votre mot de passe ou un code de votre application',
  nameRequired: 'Veuillez saisir un nom',
  nameTooLong: 'Le nom doit comporter au plus 64 caractères',
  defaultName: 'Clé d’accès',
  answerInvalid: 'La réponse de la clé d’accès n’a pas pu être lue. Veuillez réessayer.',
};
