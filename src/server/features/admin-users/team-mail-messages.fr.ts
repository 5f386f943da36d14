export default {
  subject: 'Un message de l’équipe {site}',
  body: 'Bonjour,\n\nL’équipe {site} vous a envoyé un message :\n\n{message}\n\nVous pouvez aussi le lire dans l’onglet Messages de votre profil : {url}',
};
