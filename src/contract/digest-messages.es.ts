export default {
  optedIn: 'Resumen semanal activado',
  optedOut: 'Resumen semanal desactivado',
  settingFailed: 'No pudimos guardar tu ajuste del resumen',
  invalidLink: 'Este enlace para darte de baja no es válido',
  unsubscribed: 'Te diste de baja del resumen semanal',
  unsubscribeFailed: 'No pudimos darte de baja',
  setting: 'Resumen semanal por correo',
  description:
    'Una vez por semana, un correo con los agradecimientos que recibieron tus cumplidos.',
  question: '¿Quieres darte de baja del resumen semanal?',
  explanation:
    'Ya no recibirás correos semanales sobre los agradecimientos que reciben tus cumplidos.',
  unsubscribe: 'Darme de baja',
  home: 'Inicio',
};
