export default {
  title: 'Un mot gentil pour vous sur {site}',
  quote: '« {text} »',
  imageAlt: '« {text} » sur une image inspirante',
};
