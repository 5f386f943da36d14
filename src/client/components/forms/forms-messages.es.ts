export default {
  newPasswordHint: 'Al menos {min} caracteres. Cuanto más larga, más segura.',
  characterCount: '{used}/{max}',
  targetCountries: 'Países de destino',
  allCountries: 'Todos los países',
  removeCountry: 'Quitar {country}',
  clearAll: 'Quitar todos',
  searchCountries: 'Buscar países',
  countries: 'Países',
  noCountryMatches: 'Ningún país coincide con «{query}».',
  emptyMeansEveryCountry: 'Déjalo vacío para mostrarlo en todos los países.',
  chooseHowLong: 'Elige cuánto tiempo',
  reason: 'Motivo',
};
