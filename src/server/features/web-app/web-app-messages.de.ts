export default {
  complimentShortcut: 'Kompliment holen',
  complimentShortcutShort: 'Kompliment',
  submitShortcut: 'Kompliment teilen',
  submitShortcutShort: 'Schreiben',
};
