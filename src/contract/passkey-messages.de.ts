export default {
  title: 'Passkeys',
  description:
    'Melde dich mit deinem Fingerabdruck, deinem Gesicht oder deiner Bildschirmsperre statt mit deinem Passwort an. Ein Passkey bleibt auf deinem Gerät oder in deinem Passwort-Manager; Kindly speichert nur seine öffentliche Hälfte.',
  none: 'Du hast noch keine Passkeys.',
  listLabel: 'Deine Passkeys',
  loadFailed: 'Deine Passkeys konnten nicht geladen werden',
  addedOn: 'Hinzugefügt am {date}',
  lastUsedOn: 'Zuletzt verwendet am {date}',
  notUsedYet: 'Noch nicht verwendet',
  synced: 'Synchronisiert',
  syncedHint:
    'Dein Passwort-Manager bewahrt ihn auf jedem Gerät auf, mit dem er sich synchronisiert.',
  oneDevice: 'Nur dieses Gerät',
  add: 'Passkey hinzufügen',
  addTitle: 'Passkey hinzufügen',
  addHelp: 'Gib dein Passwort ein, um deinem Konto einen Passkey hinzuzufügen.',
  addHelpTwoFactor:
    'Gib dein Passwort oder einen Code aus deiner Authenticator-App ein, um deinem Konto einen Passkey hinzuzufügen.',
  passwordLabel: 'Passwort',
  continue: 'Weiter',
  useCode: 'Stattdessen einen Code aus deiner App verwenden',
  usePassword: 'Stattdessen dein Passwort verwenden',
  addDone: 'Passkey hinzugefügt',
  addDoneText:
    'Beim nächsten Mal kannst du dich damit anmelden. Gib ihm einen Namen, damit du deine Passkeys auseinanderhalten kannst.',
  addFailed: 'Der Passkey konnte nicht hinzugefügt werden',
  rename: 'Umbenennen',
  renameLabel: 'Umbenennen: {name}',
  renameTitle: 'Passkey umbenennen',
  nameLabel: 'Name',
  nameHint: 'Damit du deine Passkeys auseinanderhalten kannst, zum Beispiel „Arbeitslaptop“.',
  save: 'Speichern',
  renamed: 'Passkey umbenannt',
  renameFailed: 'Der Passkey konnte nicht umbenannt werden',
  remove: 'Entfernen',
  removeLabel: 'Entfernen: {name}',
  removeTitle: 'Diesen Passkey entfernen?',
  removeHelp:
    'Ab sofort kannst du dich damit nicht mehr anmelden. Gib dein Passwort ein, um ihn zu entfernen; hier bleibst du angemeldet.',
  removeHelpTwoFactor:
    'Ab sofort kannst du dich damit nicht mehr anmelden. Gib dein Passwort oder einen Code aus deiner Authenticator-App ein, um ihn zu entfernen; hier bleibst du angemeldet.',
  removed: 'Passkey entfernt',
  removeFailed: 'Der Passkey konnte nicht entfernt werden',
  removedNote:
    'Dein Gerät bietet ihn vielleicht noch an; bei Kindly funktioniert er nicht mehr, und du kannst ihn dort löschen.',
  signIn: 'Mit Passkey anmelden',
  or: 'oder',
  signInFailedTitle: 'Anmeldung mit Passkey nicht möglich',
  signInRefused:
    'Dieser Passkey hat nicht funktioniert. Versuch es noch einmal oder melde dich mit deinem Passwort an.',
  cancelled: 'Es wurde kein Passkey ausgewählt. Versuch es noch einmal, wenn du so weit bist.',
  notSupported:
    'Dieser Browser kann keine Passkeys verwenden. Melde dich stattdessen mit deinem Passwort an.',
  cannotAddHere:
    'Dieser Browser kann keine Passkeys erstellen. Füge einen über einen anderen Browser oder ein anderes Gerät hinzu.',
  confirm: 'Mit einem Passkey bestätigen',
  confirmed: 'Mit deinem Passkey bestätigt',
  confirmFailedTitle: 'Bestätigung mit Passkey nicht möglich',
  noneToConfirm:
    'Du hast noch keine Passkeys. Füge zuerst in deinen Kontoeinstellungen einen hinzu.',
  confirmRefused:
    'Dieser Passkey konnte nicht bestätigen, dass du es bist. Versuch es noch einmal oder nimm einen anderen.',
  challengeExpired: 'Das hat zu lange gedauert. Bitte versuch es noch einmal.',
  registrationRefused:
    'Dieser Passkey konnte nicht hinzugefügt werden. Bitte versuch es noch einmal.',
  alreadyAdded: 'Dieser Passkey ist schon in deinem Konto.',
  tooMany:
    'Du hast 20 Passkeys, mehr passen nicht in ein Konto. Entferne einen, um einen neuen hinzuzufügen.',
  notFound: 'Dieser Passkey gehört nicht dir oder wurde bereits entfernt.',
  passwordOrCode: 'Gib dein Passwort oder einen Code aus deiner App ein',
  nameRequired: 'Bitte gib einen Namen ein',
  nameTooLong: 'Der Name darf höchstens 64 Zeichen lang sein',
  defaultName: 'Passkey',
  answerInvalid:
    'Die Antwort des Passkeys konnte nicht gelesen werden. Bitte versuch es noch einmal.',
};
