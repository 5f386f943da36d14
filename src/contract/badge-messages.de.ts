export default {
  notFound: 'Abzeichen nicht gefunden',
  invalidId: 'Ungültige Abzeichen-ID',
  notYours: 'Du kannst nur deine eigenen Abzeichen teilen',
  notYoursToCelebrate: 'Du kannst nur deine eigenen Abzeichen feiern',
  emptyList: 'Noch keine Abzeichen. Verbreite weiter gute Laune, dann kommen sie von selbst!',
  shared: 'Abzeichen geteilt!',
};
