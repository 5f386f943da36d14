export default {
  notFound: 'No encontramos esa insignia',
  invalidId: 'El identificador de la insignia no es válido',
  notYours: 'Solo puedes compartir tus propias insignias',
  notYoursToCelebrate: 'Solo puedes celebrar tus propias insignias',
  emptyList: 'Aún no tienes insignias. ¡Sigue compartiendo buena onda para ganarlas!',
  shared: '¡Insignia compartida!',
};
