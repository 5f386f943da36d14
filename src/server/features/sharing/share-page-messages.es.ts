export default {
  title: 'Unas palabras amables para ti en {site}',
  quote: '«{text}»',
  imageAlt: '«{text}» sobre una imagen inspiradora',
};
