export default {
  complimentShortcut: 'Recevoir un compliment',
  complimentShortcutShort: 'Compliment',
  submitShortcut: 'Partager un compliment',
  submitShortcutShort: 'Écrire',
};
