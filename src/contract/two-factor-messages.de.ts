export default {
  sectionDescription:
    'Ein Code aus einer Authenticator-App auf deinem Handy, den wir beim Anmelden nach deinem Passwort abfragen.',
  statusOn: 'Die Zwei-Faktor-Anmeldung ist aktiviert.',
  statusOff: 'Die Zwei-Faktor-Anmeldung ist deaktiviert.',
  turnOn: 'Zwei-Faktor-Anmeldung aktivieren',
  turnOff: 'Deaktivieren',
  newRecoveryCodes: 'Neue Wiederherstellungscodes',
  setupTitle: 'Zwei-Faktor-Anmeldung einrichten',
  setupPasswordStep: 'Gib dein Passwort ein, um loszulegen.',
  scanStep:
    'Scanne diesen QR-Code mit einer Authenticator-App (zum Beispiel 1Password, Google Authenticator oder Aegis) und gib dann den 6-stelligen Code ein, den sie anzeigt.',
  manualKeyLabel: 'Oder gib diesen Schlüssel in der App ein',
  qrAlt: 'QR-Code für deine Authenticator-App',
  codeLabel: 'Code aus deiner App',
  recoveryCodeLabel: 'Wiederherstellungscode',
  codeInvalid: 'Gib den 6-stelligen Code aus deiner App ein',
  recoveryCodeInvalid: 'Gib einen deiner Wiederherstellungscodes ein',
  codeOrRecoveryCode: 'Gib einen Code aus deiner App oder einen Wiederherstellungscode ein',
  wrongCode:
    'Dieser Code stimmt nicht. Prüf die Uhrzeit auf deinem Handy und versuch es noch einmal.',
  codeUsed: 'Dieser Code wurde schon verwendet. Warte auf den nächsten und versuch es noch einmal.',
  wrongRecoveryCode: 'Dieser Wiederherstellungscode stimmt nicht oder wurde schon verwendet.',
  wrongPassword: 'Dein Passwort stimmt nicht.',
  alreadyOn: 'Die Zwei-Faktor-Anmeldung ist bereits aktiviert.',
  notOn: 'Für dieses Konto ist die Zwei-Faktor-Anmeldung nicht aktiviert.',
  noSetup: 'Starte die Einrichtung neu: Es wartet keine Einrichtung.',
  challengeExpired: 'Deine Anmeldung hat zu lange gedauert. Bitte melde dich noch einmal an.',
  enabledTitle: 'Die Zwei-Faktor-Anmeldung ist aktiviert',
  recoveryCodesTitle: 'Deine Wiederherstellungscodes',
  recoveryCodesHelp:
    'Jeder Code öffnet dein Konto einmal, falls du dein Handy verlierst. Bewahre sie sicher auf: Sie werden nur jetzt angezeigt.',
  recoveryCodesSaved: 'Ich habe meine Codes gespeichert',
  recoveryCodesRenewed:
    'Neue Wiederherstellungscodes erstellt; die alten funktionieren nicht mehr.',
  disabled: 'Die Zwei-Faktor-Anmeldung ist deaktiviert.',
  disableTitle: 'Zwei-Faktor-Anmeldung deaktivieren',
  disableHelp:
    'Gib dein Passwort und einen Code aus deiner App (oder einen Wiederherstellungscode) ein.',
  regenerateTitle: 'Neue Wiederherstellungscodes erstellen',
  regenerateHelp:
    'Gib dein Passwort und einen Code aus deiner App ein. Deine alten Codes funktionieren dann nicht mehr.',
  codeStepTitle: 'Zwei-Faktor-Anmeldung',
  codeStepHelp: 'Gib den 6-stelligen Code aus deiner Authenticator-App ein.',
  recoveryStepHelp:
    'Gib einen der Wiederherstellungscodes ein, die du beim Aktivieren gespeichert hast.',
  useRecoveryCode: 'Stattdessen einen Wiederherstellungscode verwenden',
  useAppCode: 'Stattdessen einen Code aus deiner App verwenden',
  verify: 'Bestätigen',
  startOver: 'Neu beginnen',
  enrolTitle: 'Admins melden sich mit zwei Faktoren an',
  enrolHelp:
    'Jeder Admin braucht die Zwei-Faktor-Anmeldung. Richte sie jetzt ein, um zum Dashboard zu gelangen – das dauert nur eine Minute.',
  continueToDashboard: 'Weiter zum Dashboard',
  adminSecondFactorDue:
    'Admins melden sich mit zwei Faktoren an. Bestätige deinen zweiten Faktor oder richte einen ein, um die Admin-Seiten zu öffnen.',
  confirmTitle: 'Bestätige, dass du es bist',
  confirmHelp:
    'Deine Sitzung wurde nur mit deinem Passwort geöffnet. Gib einen Code aus deiner Authenticator-App ein, um die Admin-Seiten zu öffnen.',
  setupForAdminHelp:
    'Deine Sitzung wurde nur mit deinem Passwort geöffnet, und jeder Admin braucht jetzt die Zwei-Faktor-Anmeldung. Richte sie ein, um die Admin-Seiten zu öffnen.',
  confirmed: 'Zweiter Faktor bestätigt',
  stepFailedTitle: 'Bestätigung nicht möglich',
  oneMoreStepTitle: 'Noch ein Schritt',
  oneMoreStepCode: 'Gib den Code aus deiner Authenticator-App ein.',
  oneMoreStepEnrol: 'Richte die Zwei-Faktor-Anmeldung ein, um fortzufahren.',
  recoveryCodeUsed: 'In deinem {site}-Konto wurde ein Wiederherstellungscode verwendet',
  resetDone:
    'Die Zwei-Faktor-Anmeldung wurde zurückgesetzt. Der Admin richtet sie bei der nächsten Anmeldung neu ein.',
  resetDonePasswordOnly:
    'Die Zwei-Faktor-Anmeldung wurde zurückgesetzt. Das Konto meldet sich nur mit seinem Passwort an, bis die Zwei-Faktor-Anmeldung wieder aktiviert wird.',
  resetSelf: 'Deine eigene Zwei-Faktor-Anmeldung änderst du in deinen Kontoeinstellungen.',
  reset: 'Zwei-Faktor zurücksetzen',
  resetTitle: 'Zwei-Faktor-Anmeldung dieses Kontos zurücksetzen?',
  resetDescription:
    'Sein Authenticator-Schlüssel und seine Wiederherstellungscodes werden gelöscht, und alle Sitzungen des Kontos enden. Danach meldet es sich nur mit seinem Passwort an, bis die Zwei-Faktor-Anmeldung wieder eingerichtet ist; ist sie Pflicht, muss ein Admin sie bei der nächsten Anmeldung neu einrichten.',
  resetToast: 'Zwei-Faktor-Anmeldung zurückgesetzt',
  resetFailed: 'Die Zwei-Faktor-Anmeldung konnte nicht zurückgesetzt werden',
  passwordLabel: 'Passwort',
  continue: 'Weiter',
  preparingQrCode: 'Dein QR-Code wird vorbereitet …',
  loading: 'Wird geladen …',
};
