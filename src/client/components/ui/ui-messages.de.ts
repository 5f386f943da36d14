export default {
  close: 'Schließen',
  cancel: 'Abbrechen',
  tryAgain: 'Erneut versuchen',
  showPassword: 'Passwort anzeigen',
  hidePassword: 'Passwort verbergen',
  failedWithReason: '{prefix}: {reason}',
};
