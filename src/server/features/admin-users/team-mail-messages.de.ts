export default {
  subject: 'Eine Nachricht vom {site}-Team',
  body: 'Hallo,\n\ndas {site}-Team hat dir eine Nachricht geschickt:\n\n{message}\n\nDu findest sie auch im Tab „Nachrichten“ in deinem Profil: {url}',
};
