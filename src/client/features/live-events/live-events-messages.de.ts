export default {
  thanked: 'Jemand hat sich für dein Kompliment bedankt.',
  message: 'Du hast eine neue Nachricht.',
};
