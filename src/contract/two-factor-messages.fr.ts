export default {
  sectionDescription:
    'Un code d’une application d’authentification sur votre téléphone, demandé après votre mot de passe lorsque vous vous connectez.',
  statusOn: 'La connexion en deux étapes est activée.',
  statusOff: 'La connexion en deux étapes est désactivée.',
  turnOn: 'Activer la connexion en deux étapes',
  turnOff: 'Désactiver',
  newRecoveryCodes: 'Nouveaux codes de récupération',
  setupTitle: 'Configurer la connexion en deux étapes',
  setupPasswordStep: 'Saisissez votre mot de passe pour commencer.',
  scanStep:
    'Scannez ce code QR avec une application d’authentification (comme 1Password, Google Authenticator ou Aegis), puis saisissez le code à 6 chiffres qu’elle affiche.',
  manualKeyLabel: 'Ou saisissez cette clé dans l’application',
  qrAlt: 'Code QR pour votre application d’authentification',
  codeLabel: 'Code de votre application',
  recoveryCodeLabel: 'Code de récupération',
  codeInvalid: 'Saisissez le code à 6 chiffres de votre application',
  recoveryCodeInvalid: 'Saisissez l’un de vos codes de récupération',
  codeOrRecoveryCode: 'Saisissez un code de votre application ou un code de récupération',
  wrongCode: 'Ce code n’est pas le bon. Vérifiez l’heure de votre téléphone et réessayez.',
  codeUsed: 'Ce code a déjà été utilisé. Attendez le suivant et réessayez.',
  wrongRecoveryCode: 'Ce code de récupération n’est pas le bon ou a déjà été utilisé.',
  wrongPassword: 'Votre mot de passe n’est pas le bon.',
  alreadyOn: 'La connexion en deux étapes est déjà activée.',
  notOn: 'La connexion en deux étapes n’est pas activée pour ce compte.',
  noSetup: 'Recommencez la configuration : aucune n’est en attente.',
  challengeExpired: 'Votre connexion a pris trop de temps. Veuillez vous reconnecter.',
  enabledTitle: 'La connexion en deux étapes est activée',
  recoveryCodesTitle: 'Vos codes de récupération',
  recoveryCodesHelp:
    'Chaque code ouvre votre compte une fois si vous perdez votre téléphone. Gardez-les en lieu sûr : ils ne s’affichent que maintenant.',
  recoveryCodesSaved: 'J’ai enregistré mes codes',
  recoveryCodesRenewed: 'Nouveaux codes de récupération créés ; les anciens ne fonctionnent plus.',
  disabled: 'La connexion en deux étapes est désactivée.',
  disableTitle: 'Désactiver la connexion en deux étapes',
  disableHelp:
    'Saisissez votre mot de passe et un code de votre application (ou un code de récupération).',
  regenerateTitle: 'Créer de nouveaux codes de récupération',
  regenerateHelp:
    'Saisissez votre mot de passe et un code de votre application. Vos anciens codes cesseront de fonctionner.',
  codeStepTitle: 'Connexion en deux étapes',
  codeStepHelp: 'Saisissez le code à 6 chiffres de votre application d’authentification.',
  recoveryStepHelp:
    'Saisissez l’un des codes de récupération que vous avez enregistrés lors de l’activation.',
  useRecoveryCode: 'Utiliser plutôt un code de récupération',
  useAppCode: 'Utiliser plutôt un code de votre application',
  verify: 'Vérifier',
  startOver: 'Recommencer',
  enrolTitle: 'Les administrateurs se connectent en deux étapes',
  enrolHelp:
    'Chaque administrateur doit utiliser la connexion en deux étapes. Configurez-la maintenant pour accéder au tableau de bord : cela ne prend qu’une minute.',
  continueToDashboard: 'Continuer vers le tableau de bord',
  adminSecondFactorDue:
    'Les administrateurs se connectent en deux étapes. Confirmez votre deuxième étape, ou configurez-la, pour accéder aux écrans d’administration.',
  confirmTitle: 'Confirmez que c’est bien vous',
  confirmHelp:
    'Votre session a été ouverte avec votre seul mot de passe. Saisissez un code de votre application d’authentification pour accéder aux écrans d’administration.',
  setupForAdminHelp:
    'Votre session a été ouverte avec votre seul mot de passe, et chaque administrateur doit désormais utiliser la connexion en deux étapes. Configurez-la pour accéder aux écrans d’administration.',
  confirmed: 'Deuxième étape confirmée',
  stepFailedTitle: 'Vérification impossible',
  oneMoreStepTitle: 'Encore une étape',
  oneMoreStepCode: 'Saisissez le code de votre application d’authentification.',
  oneMoreStepEnrol: 'Configurez la connexion en deux étapes pour continuer.',
  recoveryCodeUsed: 'Un code de récupération a été utilisé sur votre compte {site}',
  resetDone:
    'La connexion en deux étapes a été réinitialisée. L’administrateur la configurera de nouveau à sa prochaine connexion.',
  resetDonePasswordOnly:
    'La connexion en deux étapes a été réinitialisée. Le compte se connecte avec son seul mot de passe jusqu’à ce qu’elle soit réactivée.',
  resetSelf:
    'Utilisez les paramètres de votre compte pour modifier votre propre connexion en deux étapes.',
  reset: 'Réinitialiser les deux étapes',
  resetTitle: 'Réinitialiser la connexion en deux étapes de ce compte ?',
  resetDescription:
    'Sa clé d’authentification et ses codes de récupération sont effacés, et toutes les sessions du compte prennent fin. Il se connecte ensuite avec son seul mot de passe jusqu’à ce que la connexion en deux étapes soit de nouveau configurée ; lorsqu’elle est obligatoire, un administrateur doit la configurer de nouveau à sa prochaine connexion.',
  resetToast: 'Connexion en deux étapes réinitialisée',
  resetFailed: 'Impossible de réinitialiser la connexion en deux étapes',
  passwordLabel: 'Mot de passe',
  continue: 'Continuer',
  preparingQrCode: 'Préparation de votre code QR…',
  loading: 'Chargement…',
};
