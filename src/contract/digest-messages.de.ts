export default {
  optedIn: 'Wochenüberblick an',
  optedOut: 'Wochenüberblick aus',
  settingFailed: 'Deine Einstellung zum Wochenüberblick konnte nicht gespeichert werden',
  invalidLink: 'Dieser Abmeldelink ist ungültig',
  unsubscribed: 'Du bist vom Wochenüberblick abgemeldet',
  unsubscribeFailed: 'Abmelden hat nicht geklappt',
  setting: 'Wochenüberblick per E-Mail',
  description:
    'Einmal pro Woche eine E-Mail mit den Dankeschöns, die deine Komplimente bekommen haben.',
  question: 'Vom Wochenüberblick abmelden?',
  explanation:
    'Du bekommst dann keine wöchentlichen E-Mails mehr über die Dankeschöns für deine Komplimente.',
  unsubscribe: 'Abmelden',
  home: 'Startseite',
};
