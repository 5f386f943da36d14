export default {
  title: '{site} : un peu de bienveillance, chaque jour',
  description: 'Recevez un mot gentil, partagez-le et faites circuler la bonne humeur.',
};
