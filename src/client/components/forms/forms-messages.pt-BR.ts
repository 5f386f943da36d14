export default {
  newPasswordHint: 'Pelo menos {min} caracteres. Quanto mais longa, mais forte.',
  characterCount: '{used}/{max}',
  targetCountries: 'Países de destino',
  allCountries: 'Todos os países',
  removeCountry: 'Remover {country}',
  clearAll: 'Limpar tudo',
  searchCountries: 'Buscar países',
  countries: 'Países',
  noCountryMatches: 'Nenhum país corresponde a “{query}”.',
  emptyMeansEveryCountry: 'Deixe vazio para mostrar em todos os países.',
  chooseHowLong: 'Escolha por quanto tempo',
  reason: 'Motivo',
};
