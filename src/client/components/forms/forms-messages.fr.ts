export default {
  newPasswordHint: 'Au moins {min} caractères. Plus il est long, plus il est solide.',
  characterCount: '{used}/{max}',
  targetCountries: 'Pays ciblés',
  allCountries: 'Tous les pays',
  removeCountry: 'Retirer {country}',
  clearAll: 'Tout retirer',
  searchCountries: 'Rechercher des pays',
  countries: 'Pays',
  noCountryMatches: 'Aucun pays ne correspond à « {query} ».',
  emptyMeansEveryCountry: 'Laissez vide pour l’afficher dans tous les pays.',
  chooseHowLong: 'Choisissez la durée',
  reason: 'Motif',
};
