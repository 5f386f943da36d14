export default {
  sponsored: 'Patrocinado',
  visit: 'Visitar',
  bar: 'Barra patrocinada',
  closeBar: 'Fechar a barra patrocinada',
  link: 'Patrocinado: {name} (abre em uma nova aba)',
};
