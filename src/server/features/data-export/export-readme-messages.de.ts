export default {
  title: 'Deine Daten von {site}',
  intro:
    'Dieses Archiv enthält alles, was {site} über dein Konto speichert, als JSON-Dateien (UTF-8).\nZeiten sind in UTC angegeben (ISO 8601). Andere Mitglieder erscheinen nie mit ihrer\nE-Mail-Adresse; wenn ein Kompliment oder ein Dankeschön jemand anderen betrifft, wird\ndiese Person gar nicht genannt.',
  account:
    'Dein Konto: E-Mail-Adresse (und eine Adresse, zu der du wechseln möchtest, solange\nihr Link wartet), Benutzername, wann du beigetreten bist, deine Adresse bestätigt\nund dich zuletzt angemeldet hast, dein Karma, deine Rolle, eine etwaige Sperre und\nob die Zwei-Faktor-Anmeldung aktiviert ist. Dein Passwort und dein Zwei-Faktor-\nGeheimnis werden nur als Hash und versiegeltes Geheimnis gespeichert und sind nicht\nenthalten.',
  compliments:
    'Die Komplimente, die du geteilt hast, mit ihrem Status: sichtbar, ausgeblendet (und\nwarum: Meldungen, zurückgehalten, entfernt, durch einen Admin oder wegen einer\nSperre) oder in Prüfung, und wie oft jedes gesehen und wie oft sich dafür bedankt\nwurde.',
  complimentsReceived:
    'Die Komplimente, die {site} dir gezeigt hat, und wann zuletzt (ohne die, die die\nModeration seitdem ausgeblendet hat – wie in deinem Tab mit erhaltenen Komplimenten).',
  thanksGiven: 'Die Komplimente, für die du dich bedankt hast, und wann.',
  thanksReceived: 'Die Dankeschöns für deine Komplimente, und wann (nicht, von wem).',
  karma:
    'Dein aktuelles Karma und was dir jedes deiner Komplimente und Dankeschöns\neingebracht hat, soweit {site} es speichert (von der Moderation zurückgenommene\nPunkte sind gekennzeichnet).',
  badges: 'Deine Abzeichen, wann du sie bekommen hast und ob und wie oft du sie geteilt hast.',
  inbox:
    'Die Nachrichten in deinem Posteingang: Dankeschön-Hinweise und Nachrichten vom\n{site}-Team.',
  reports:
    'Deine Meldungen: der Text des Kompliments, dein Grund und deine Notiz und der Status\nder Meldung (offen, unbegründet oder bestätigt).',
  digest:
    'Deine Einstellung zur wöchentlichen E-Mail-Zusammenfassung und wann die letzte\nverschickt wurde.',
  sessions:
    'Wo dein Konto angemeldet ist: Browser, System, wann jede Sitzung begann und wann\nsie zuletzt genutzt wurde (auf die Stunde genau).',
  passkeys:
    'Deine Passkeys: der Name, den du jedem gegeben hast, wann du ihn hinzugefügt und\nzuletzt benutzt hast, ob er synchronisiert ist und wie dein Browser ihn erreicht\nhat. Ihre Schlüssel sind nicht enthalten.',
  pushDevices:
    'Die Geräte, die Benachrichtigungen von {site} erhalten: ihr Name, ihr\nBenachrichtigungsdienst, ihre Zeitzone, welche Benachrichtigungen jedes wann\nerhält und wann die letzte gesendet wurde. Ihre Adressen und Schlüssel sind\nnicht enthalten.',
};
