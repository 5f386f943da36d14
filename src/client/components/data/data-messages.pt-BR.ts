export default {
  refresh: 'Atualizar',
  actions: 'Ações',
  allCountries: 'Todos os países',
  moreCountries: '+{count} outros',
  deleteItem: 'Excluir {name}',
};
