export default {
  passwordRequired: 'Bitte gib dein Passwort ein',
  wrongPassword: 'Dieses Passwort stimmt nicht',
  choiceRequired: 'Bitte wähle, was mit deinen Komplimenten passiert',
  lastAdmin:
    'Du bist der einzige Admin. Mach ein anderes Konto zum Admin, bevor du deins löschst, damit sich weiterhin jemand um Kindly kümmern kann.',
  deleted: 'Dein Konto ist gelöscht. Danke für all die Freundlichkeit, die du geteilt hast.',
  deleteFailed: 'Dein Konto konnte nicht gelöscht werden',
  title: 'Mein Konto löschen',
  intro: 'Das Löschen deines Kontos kann nicht rückgängig gemacht werden. Das verschwindet:',
  whatStays:
    'Deine Dankeschöns zählen weiter bei den Komplimenten anderer Mitglieder, und an deren Inhalten ändert sich nichts.',
  choiceLabel: 'Deine Komplimente',
  keepLabel: 'Behalten, angezeigt als „Ein Kindly-Mitglied“',
  keepHint: 'Sie bleiben für andere auffindbar, mit niemandem verknüpft.',
  deleteLabel: 'Löschen',
  deleteHint:
    'Sie werden entfernt, außer einem, zu dem eine offene Meldung besteht: Das bleibt, mit niemandem verknüpft, bis die Moderation entscheidet.',
  passwordLabel: 'Dein Passwort',
  submit: 'Mein Konto löschen',
  confirmTitle: 'Dein Konto endgültig löschen?',
  confirmKeep:
    'Deine E-Mail-Adresse, dein Benutzername, deine Sitzungen, dein Posteingang, dein Karma und deine Abzeichen werden gelöscht, und deine Komplimente bleiben als „Ein Kindly-Mitglied“. Das kann nicht rückgängig gemacht werden.',
  confirmDelete:
    'Deine E-Mail-Adresse, dein Benutzername, deine Sitzungen, dein Posteingang, dein Karma und deine Abzeichen werden gelöscht, und deine Komplimente auch. Das kann nicht rückgängig gemacht werden.',
  confirmButton: 'Endgültig löschen',
  endSessions: 'Sitzungen beenden',
  endSessionsTitle: 'Alle Sitzungen dieses Nutzers beenden?',
  endSessionsDescription:
    'Der Nutzer wird auf allen Geräten gleichzeitig abgemeldet und kann sich mit seinem Passwort wieder anmelden.',
  sessionsEnded: 'Alle Sitzungen dieses Nutzers wurden beendet',
  endSessionsFailed: 'Die Sitzungen konnten nicht beendet werden',
  endOwnSessions: 'Deine eigenen Sitzungen beendest du in den Kontoeinstellungen',
  anonymise: 'Anonymisieren',
  anonymiseTitle: 'Dieses Konto anonymisieren?',
  anonymiseDescription:
    'E-Mail-Adresse, Benutzername, Sitzungen, Posteingang, Karma und Abzeichen werden gelöscht, und eine Anmeldung ist nicht mehr möglich. Die Komplimente bleiben als „Ein Kindly-Mitglied“. Das kann nicht rückgängig gemacht werden.',
  anonymised: 'Konto anonymisiert',
  anonymiseFailed: 'Das Konto konnte nicht anonymisiert werden',
  anonymiseYourself:
    'Du kannst dein eigenes Konto nicht anonymisieren. Lösche es in den Kontoeinstellungen.',
  lastAdminAnonymise: 'Der letzte Admin kann nicht anonymisiert werden',
  whatGoesAddress: 'deine E-Mail-Adresse und dein Benutzername',
  whatGoesSessions: 'alle Sitzungen, du wirst also überall abgemeldet',
  whatGoesPasskeys: 'deine Passkeys',
  whatGoesInbox: 'dein Posteingang',
  whatGoesReports:
    'die Verbindung zwischen dir und deinen Meldungen (die Meldungen bleiben für die Moderation)',
  whatGoesDigest: 'deine Einstellung zum Wochenüberblick',
  whatGoesKarma: 'dein Karma und deine Abzeichen',
  deletedAccountName: 'Gelöschtes Konto',
};
