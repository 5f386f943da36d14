export default {
  newPasswordHint: 'Mindestens {min} Zeichen. Je länger, desto sicherer.',
  characterCount: '{used}/{max}',
  targetCountries: 'Zielländer',
  allCountries: 'Alle Länder',
  removeCountry: '{country} entfernen',
  clearAll: 'Alle entfernen',
  searchCountries: 'Länder suchen',
  countries: 'Länder',
  noCountryMatches: 'Kein Land passt zu „{query}“.',
  emptyMeansEveryCountry: 'Leer lassen, um es in allen Ländern zu zeigen.',
  chooseHowLong: 'Dauer wählen',
  reason: 'Grund',
};
