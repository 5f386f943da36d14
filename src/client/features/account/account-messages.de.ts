export default {
  pageTitle: 'Kontoeinstellungen',
  signedInAs: 'Angemeldet als {email}',
  usernameTitle: 'Benutzername',
  digestTitle: 'Wochenüberblick',
  twoFactorTitle: 'Zwei-Faktor-Anmeldung',
  passwordTitle: 'Passwort ändern',
  passwordDescription: 'Hier bleibst du angemeldet; alle anderen Geräte werden abgemeldet.',
  currentPassword: 'Aktuelles Passwort',
  newPassword: 'Neues Passwort',
  confirmNewPassword: 'Neues Passwort bestätigen',
  changePassword: 'Passwort ändern',
  emailTitle: 'E-Mail ändern',
  emailDescription:
    'Wir schicken einen Link an die neue Adresse; deine E-Mail-Adresse ändert sich, sobald du ihm folgst.',
  emailDescriptionUnconfirmed:
    'Nicht deine Adresse oder ein Tippfehler? Gib die richtige ein: Wir schicken den Bestätigungslink dann dorthin.',
  yourEmail: 'Deine E-Mail-Adresse: {email}',
  notConfirmed: '(noch nicht bestätigt)',
  waitingFor: 'Wir warten darauf, dass du dem Link an {email} folgst.',
  newEmail: 'Neue E-Mail-Adresse',
  sendLink: 'Bestätigungslink senden',
  languageTitle: 'Sprache',
  languageDescription:
    'Die Sprache, in der Kindly mit dir spricht: auf jedem Gerät, auf dem du dich anmeldest, und in den E-Mails, die wir dir schicken.',
  languageLabel: 'Sprache',
  saveLanguage: 'Sprache speichern',
};
