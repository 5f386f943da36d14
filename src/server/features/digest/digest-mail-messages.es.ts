export default {
  subject: {
    one: 'Tus cumplidos recibieron un agradecimiento esta semana',
    other: 'Tus cumplidos recibieron {count} agradecimientos esta semana',
  },
  intro: {
    one: 'Esta semana, tus cumplidos en {site} recibieron un agradecimiento.',
    other: 'Esta semana, tus cumplidos en {site} recibieron {count} agradecimientos.',
  },
  line: {
    one: '- «{text}» recibió un agradecimiento',
    other: '- «{text}» recibió {count} agradecimientos',
  },
  profile: 'Míralos en tu perfil: {url}',
  why: 'Te llega este correo porque activaste el resumen semanal en tu perfil de {site}.',
  unsubscribe: 'Cancelar la suscripción: {url}',
};
