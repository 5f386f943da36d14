export default {
  refresh: 'Actualizar',
  actions: 'Acciones',
  allCountries: 'Todos los países',
  moreCountries: '+{count} más',
  deleteItem: 'Eliminar {name}',
};
