export default {
  complimentShortcut: 'احصل على إطراء',
  complimentShortcutShort: 'إطراء',
  submitShortcut: 'شارك إطراءً',
  submitShortcutShort: 'اكتب',
};
