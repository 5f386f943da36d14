export default {
  endpointInvalid:
    'Dieser Browser hat eine Adresse angegeben, an die wir keine Benachrichtigungen senden können.',
  endpointNotAllowed: 'Über diese Adresse können wir keine Benachrichtigungen senden.',
  keysInvalid:
    'Dieser Browser hat Schlüssel angegeben, mit denen wir keine Benachrichtigungen senden können.',
  timeZoneInvalid: 'Wähle eine Zeitzone aus der Liste.',
  hourInvalid: 'Wähle eine Stunde zwischen 0 und 23.',
  quietHoursIncomplete: 'Wähle, wann die Ruhezeit beginnt und wann sie endet.',
  quietHoursSame: 'Die Ruhezeit muss zu einer anderen Stunde enden, als sie beginnt.',
  settingInvalid: 'Diese Einstellung kennen wir nicht.',
  tooManyDevices:
    'Du kannst Benachrichtigungen auf bis zu 10 Geräten erhalten. Entferne eines, um dieses hinzuzufügen.',
  notFound: 'Dieses Gerät gehört nicht zu deinen, oder es erhält keine Benachrichtigungen mehr.',
  unknownDevice: 'Unbekannter Browser',
  deviceLabel: '{browser} auf {system}',
};
