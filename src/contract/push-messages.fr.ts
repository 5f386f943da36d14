export default {
  endpointInvalid:
    'Ce navigateur a donné une adresse à laquelle nous ne pouvons pas envoyer de notifications.',
  endpointNotAllowed: 'Nous ne pouvons pas envoyer de notifications par cette adresse.',
  keysInvalid:
    'Ce navigateur a donné des clés avec lesquelles nous ne pouvons pas envoyer de notifications.',
  timeZoneInvalid: 'Choisissez un fuseau horaire dans la liste.',
  hourInvalid: 'Choisissez une heure entre 0 et 23.',
  quietHoursIncomplete: 'Choisissez le début et la fin des heures calmes.',
  quietHoursSame: 'Les heures calmes doivent se terminer à une autre heure que celle du début.',
  settingInvalid: 'Nous ne connaissons pas ce réglage.',
  tooManyDevices:
    'Vous pouvez recevoir des notifications sur 10 appareils au plus. Retirez-en un pour ajouter celui-ci.',
  notFound: "Cet appareil n'est pas l'un des vôtres, ou il ne reçoit plus de notifications.",
  unknownDevice: 'Navigateur inconnu',
  deviceLabel: '{browser} sur {system}',
};
