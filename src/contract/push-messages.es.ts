export default {
  endpointInvalid: 'Este navegador dio una dirección a la que no podemos enviar notificaciones.',
  endpointNotAllowed: 'No podemos enviar notificaciones a través de esta dirección.',
  keysInvalid: 'Este navegador dio unas claves con las que no podemos enviar notificaciones.',
  timeZoneInvalid: 'Elige una zona horaria de la lista.',
  hourInvalid: 'Elige una hora entre 0 y 23.',
  quietHoursIncomplete: 'Elige cuándo empiezan y cuándo terminan las horas de silencio.',
  quietHoursSame: 'Las horas de silencio deben terminar a una hora distinta de la que empiezan.',
  settingInvalid: 'No reconocemos ese ajuste.',
  tooManyDevices:
    'Puedes recibir notificaciones en hasta 10 dispositivos. Quita uno para añadir este.',
  notFound: 'Ese dispositivo no es tuyo o ya no recibe notificaciones.',
  unknownDevice: 'Navegador desconocido',
  deviceLabel: '{browser} en {system}',
};
