export default {
  title: 'Ein liebes Wort für dich auf {site}',
  quote: '„{text}“',
  imageAlt: '„{text}“ auf einem inspirierenden Bild',
};
