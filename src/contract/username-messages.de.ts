export default {
  tooShort: 'Der Benutzername muss mindestens 2 Zeichen lang sein',
  tooLong: 'Der Benutzername darf höchstens 30 Zeichen lang sein',
  noAt: 'Benutzernamen dürfen kein @ enthalten',
  noLinks: 'Links sind in Benutzernamen nicht erlaubt',
  unkind: 'Bleib bitte freundlich: Wähle einen anderen Benutzernamen',
  emailName:
    'Wähle einen Benutzernamen, der nicht dem Anfang deiner E-Mail-Adresse entspricht: Andere würden ihn sehen',
  taken: 'Dieser Benutzername ist schon vergeben',
  lookAlike: 'Dieser Benutzername ähnelt zu sehr einem, der schon vergeben ist',
  invisible: 'Benutzernamen dürfen keine unsichtbaren Zeichen oder Steuerzeichen enthalten',
  symbol: 'Dieses Symbol kann in einem Benutzernamen nicht verwendet werden',
  marks: 'Akzente und Zeichen müssen auf einem Buchstaben sitzen, höchstens 3 pro Buchstabe',
  saved: 'Benutzername gespeichert',
  saveFailed: 'Dein Benutzername konnte nicht gespeichert werden',
  anonymousName: 'Ein Kindly-Mitglied',
};
