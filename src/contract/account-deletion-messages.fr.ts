export default {
  passwordRequired: 'Veuillez saisir votre mot de passe',
  wrongPassword: 'Ce mot de passe n’est pas le bon',
  choiceRequired: 'Veuillez choisir ce que deviennent vos compliments',
  lastAdmin:
    'Vous êtes le seul administrateur. Faites d’un autre compte un administrateur avant de supprimer le vôtre, pour que quelqu’un puisse encore veiller sur Kindly.',
  deleted: 'Votre compte est supprimé. Merci pour toute la bienveillance que vous avez partagée.',
  deleteFailed: 'Impossible de supprimer votre compte',
  title: 'Supprimer mon compte',
  intro: 'La suppression de votre compte est définitive. Voici ce qui disparaît :',
  whatStays:
    'Les remerciements que vous avez donnés restent comptés sur les compliments des autres membres, et rien des leurs ne change.',
  choiceLabel: 'Vos compliments',
  keepLabel: 'Les garder, affichés comme « Un membre de Kindly »',
  keepHint: 'Ils restent visibles pour les autres, liés à personne.',
  deleteLabel: 'Les supprimer',
  deleteHint:
    'Ils sont retirés, sauf ceux qui font l’objet d’un signalement en cours : ceux-là restent, liés à personne, jusqu’à la décision de la modération.',
  passwordLabel: 'Votre mot de passe',
  submit: 'Supprimer mon compte',
  confirmTitle: 'Supprimer votre compte pour de bon ?',
  confirmKeep:
    'Votre e-mail, votre nom d’utilisateur, vos sessions, votre boîte de réception, votre karma et vos badges sont effacés, et vos compliments restent sous le nom « Un membre de Kindly ». C’est irréversible.',
  confirmDelete:
    'Votre e-mail, votre nom d’utilisateur, vos sessions, votre boîte de réception, votre karma et vos badges sont effacés, et vos compliments sont supprimés. C’est irréversible.',
  confirmButton: 'Supprimer pour de bon',
  endSessions: 'Fermer les sessions',
  endSessionsTitle: 'Fermer toutes les sessions de cet utilisateur ?',
  endSessionsDescription:
    'Il est déconnecté de tous ses appareils à la fois et peut se reconnecter avec son mot de passe.',
  sessionsEnded: 'Toutes les sessions de cet utilisateur ont été fermées',
  endSessionsFailed: 'Impossible de fermer les sessions',
  endOwnSessions: 'Pour fermer vos propres sessions, utilisez Paramètres du compte',
  anonymise: 'Anonymiser',
  anonymiseTitle: 'Anonymiser ce compte ?',
  anonymiseDescription:
    'Son e-mail, son nom d’utilisateur, ses sessions, sa boîte de réception, son karma et ses badges sont effacés, et il ne peut plus se connecter. Ses compliments restent sous le nom « Un membre de Kindly ». C’est irréversible.',
  anonymised: 'Compte anonymisé',
  anonymiseFailed: 'Impossible d’anonymiser le compte',
  anonymiseYourself:
    'Vous ne pouvez pas anonymiser votre propre compte. Supprimez-le depuis Paramètres du compte.',
  lastAdminAnonymise: 'Le dernier administrateur ne peut pas être anonymisé',
  whatGoesAddress: 'votre adresse e-mail et votre nom d’utilisateur',
  whatGoesSessions: 'toutes vos sessions : votre compte sera déconnecté partout',
  whatGoesPasskeys: 'vos clés d’accès',
  whatGoesInbox: 'votre boîte de réception',
  whatGoesReports:
    'le lien entre vous et vos signalements (les signalements restent pour la modération)',
  whatGoesDigest: 'votre réglage du résumé hebdomadaire',
  whatGoesKarma: 'votre karma et vos badges',
  deletedAccountName: 'Compte supprimé',
};
