export default {
  title: 'Uma palavra gentil para você no {site}',
  quote: '“{text}”',
  imageAlt: '“{text}” sobre uma imagem inspiradora',
};
