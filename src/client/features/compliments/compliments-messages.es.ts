export default {
  heroBadge: 'Un poco de amabilidad, cada día',
  heroText: 'Recibe unas palabras amables, compártelas y contagia la buena onda.',
  getCompliment: 'Recibir un cumplido',
  noneToHand: 'Todavía no hay cumplidos para repartir',
  jarEmpty:
    'El bote de palabras amables está vacío por ahora. Escribe el primero aquí abajo o vuelve a pasarte dentro de un rato.',
  cardLabel: 'Un cumplido para ti',
  quoteOpen: '“',
  quoteClose: '”',
  thankAuthor: 'Agradecer al autor',
  gift: 'Regalo',
  newCompliment: 'Otro cumplido',
  imageNotAvailable: 'Imagen no disponible',
  shareTitle: 'Unas palabras amables de {site}',
  shareText: '“{text}” (unas palabras amables de {site})',
  formHeading: 'Comparte un cumplido',
  formDescription:
    'Escribe algo bonito para alguien a quien quizá nunca conozcas. Se comparte sin tu nombre.',
  formLabel: 'Tu cumplido',
  formPlaceholder: 'Tu amabilidad hace del mundo un lugar más cálido…',
  lengthHint: 'De {min} a {max} caracteres. Sin enlaces, por favor.',
  charactersUsed: 'Caracteres usados:',
  counter: '{used}/{max}',
  karmaNote: {
    one: 'Los miembros ganan {points} puntos de karma por su primer cumplido de cada día.',
    other:
      'Los miembros ganan {points} puntos de karma por cada uno de sus primeros {count} cumplidos del día.',
  },
  submit: 'Enviar cumplido',
  joinTitle: 'Únete a la comunidad',
  joinText:
    'Crea una cuenta gratis para compartir tus propios cumplidos, agradecer a quienes te alegran el día y ganar insignias por el camino.',
  karmaGained: '+{points} de karma',
  newBadges: {
    one: '¡Has ganado una insignia nueva!',
    other: '¡Has ganado {count} insignias nuevas!',
  },
  badgeName: '{name} ({tier})',
  badgeLine: '{badge}: {description}',
  sharedBadgeTitle: 'Insignia {badge} de {name}',
  aSharedBadge: 'Una insignia compartida',
};
