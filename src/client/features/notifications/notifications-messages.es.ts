export default {
  title: 'Notificaciones',
  description:
    'Una palabra amable en tu móvil o tu ordenador, aunque Kindly esté cerrado. Elige qué recibe cada dispositivo.',
};
