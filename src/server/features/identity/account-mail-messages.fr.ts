export default {
  confirmSubject: 'Confirmez votre adresse e-mail pour {site}',
  confirmBody:
    'Bonjour,\n\nMerci de confirmer que cette adresse est bien celle de votre compte {site}.\nOuvrez ce lien dans les 24 heures :\n\n{link}\n\nSi vous n’avez pas demandé de compte {site}, ignorez simplement cet e-mail : rien ne change.',
  adminConfirmBody:
    'Bonjour,\n\nUn administrateur de {site} vous a créé un compte administrateur avec cette adresse.\nMerci de confirmer que cette adresse est bien la vôtre. Ouvrez ce lien dans les 24 heures :\n\n{link}\n\nVous pouvez déjà vous connecter sur {adminLogin} avec le mot de passe que l’administrateur vous a donné ; pour partager des compliments et remercier, il vous suffira d’ouvrir ce lien.\n\nSi vous ne savez pas pourquoi vous recevez ce message, ignorez-le : l’adresse restera non confirmée.',
  resetSubject: 'Réinitialisez votre mot de passe {site}',
  resetBody:
    'Bonjour,\n\nQuelqu’un a demandé à réinitialiser le mot de passe de votre compte {site}.\nOuvrez ce lien dans l’heure pour choisir un nouveau mot de passe :\n\n{link}\n\nSi ce n’était pas vous, ignorez cet e-mail : votre mot de passe reste inchangé.',
  emailChangeSubject: 'Une nouvelle adresse e-mail a été demandée pour votre compte {site}',
  emailChangeBody:
    'Bonjour,\n\nQuelqu’un connecté à votre compte {site} a demandé à changer son adresse e-mail.\nL’adresse ne change que lorsque le lien envoyé à la nouvelle adresse est ouvert ;\nd’ici là, cette adresse reste celle du compte.\n\nSi ce n’était pas vous, ouvrez ce lien dans les 7 jours. Il annule le changement (ou vous\nrend cette adresse si le changement a déjà eu lieu) et ferme toutes les sessions :\n\n{link}\n\nChoisissez ensuite un nouveau mot de passe depuis la page de connexion :\n{forgotPassword}',
  recoveryCodeSubject: 'Un code de récupération a été utilisé sur votre compte {site}',
  recoveryCodeBody:
    'Bonjour,\n\nL’un de vos codes de récupération {site} vient d’être utilisé sur votre compte. Chaque code ne fonctionne qu’une seule fois.\n\nSi c’était vous, vous n’avez rien d’autre à faire ; vous pouvez créer de nouveaux codes dans les paramètres de votre compte. Si ce n’était pas vous, changez votre mot de passe dès maintenant et créez de nouveaux codes de récupération.\n\n{site}',
};
