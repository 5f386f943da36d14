export default {
  refresh: 'Aktualisieren',
  actions: 'Aktionen',
  allCountries: 'Alle Länder',
  moreCountries: '+{count} weitere',
  deleteItem: '{name} löschen',
};
