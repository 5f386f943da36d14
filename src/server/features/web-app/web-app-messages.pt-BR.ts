export default {
  complimentShortcut: 'Receber um elogio',
  complimentShortcutShort: 'Elogio',
  submitShortcut: 'Compartilhe um elogio',
  submitShortcutShort: 'Escrever',
};
