export default {
  refresh: 'Actualiser',
  actions: 'Actions',
  allCountries: 'Tous les pays',
  moreCountries: '+{count} autres',
  deleteItem: 'Supprimer {name}',
};
