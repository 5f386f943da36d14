export default {
  complimentShortcut: 'Recibir un cumplido',
  complimentShortcutShort: 'Cumplido',
  submitShortcut: 'Comparte un cumplido',
  submitShortcutShort: 'Escribir',
};
