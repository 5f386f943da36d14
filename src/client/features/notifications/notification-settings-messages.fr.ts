export default {
  unsupported: 'Ce navigateur ne peut pas recevoir de notifications.',
  installFirst:
    'Sur iPhone et iPad, les notifications arrivent dans Kindly depuis votre écran d’accueil : touchez Partager, puis Sur l’écran d’accueil, ouvrez Kindly depuis là et activez-les. Il faut iOS 16.4 ou une version plus récente.',
  turnOn: 'Activer les notifications sur cet appareil',
  turnedOn: 'Les notifications sont activées sur cet appareil',
  turnedOnNote: 'Choisissez ci-dessous ce qu’il reçoit.',
  turnOnFailed: 'Impossible d’activer les notifications',
  subscribeFailed:
    'Ce navigateur n’a pas pu activer les notifications. Veuillez réessayer plus tard.',
  denied:
    'Les notifications de Kindly sont bloquées dans ce navigateur. Pour les autoriser, ouvrez les paramètres du site (l’icône à côté de l’adresse), réglez Notifications sur Autoriser, puis revenez ici pour les activer.',
  dismissed:
    'Les notifications restent désactivées. Vous pouvez les activer ici quand vous le souhaitez.',
  listLabel: 'Appareils qui reçoivent des notifications',
  none: 'Aucun appareil ne reçoit encore de notifications.',
  loadFailed: 'Impossible de charger vos appareils. Veuillez réessayer plus tard.',
  thisDevice: 'Cet appareil',
  since: 'Depuis le {date}',
  daily: 'Un mot gentil chaque jour',
  dailyHour: 'Heure',
  thanks: 'Quand quelqu’un remercie votre compliment',
  badges: 'Quand vous obtenez un badge',
  timeZone: 'Les heures sont dans le fuseau horaire {zone}.',
  quietHours: 'Heures calmes',
  quietHoursHint:
    'Les remerciements et les badges attendent la fin de ces heures ; votre mot gentil du jour arrive à son heure.',
  quietFrom: 'De',
  quietTo: 'À',
  quietSame: 'Les heures calmes doivent se terminer à une autre heure que celle du début.',
  remove: 'Retirer',
  removeLabel: 'Retirer {name}',
  removed: 'Appareil retiré',
  removedNote: 'Il ne reçoit plus de notifications.',
  removeFailed: 'Impossible de retirer l’appareil',
  saved: 'Réglages des notifications enregistrés',
  saveFailed: 'Impossible d’enregistrer le réglage',
};
