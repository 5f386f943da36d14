export default {
  sponsored: 'Patrocinado',
  visit: 'Visitar',
  bar: 'Barra patrocinada',
  closeBar: 'Cerrar la barra patrocinada',
  link: 'Patrocinado: {name} (se abre en una pestaña nueva)',
};
