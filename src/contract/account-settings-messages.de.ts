export default {
  confirmFirst: 'Bitte bestätige zuerst deine E-Mail-Adresse.',
  bannerTitle: 'Bitte bestätige deine E-Mail-Adresse',
  bannerText:
    'Lesen kannst du schon alles. Um Komplimente zu teilen, dich zu bedanken, etwas zu melden, einen Benutzernamen zu wählen oder den wöchentlichen Überblick zu bekommen, folge dem Link, den wir dir geschickt haben.',
  linkInvalid: 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
  linkInvalidHint:
    'Bestätigungslinks funktionieren einmal, 24 Stunden lang, und nur der zuletzt angeforderte.',
  addressTaken:
    'Diese Adresse gehört inzwischen zu einem anderen Konto und kann daher nicht deine werden.',
  confirmed: 'Deine E-Mail-Adresse ist bestätigt.',
  confirming: 'Deine E-Mail-Adresse wird bestätigt…',
  resendAnswer: 'Falls deine Adresse noch bestätigt werden muss, ist ein neuer Link unterwegs.',
  resendFailed: 'Der neue Link konnte nicht gesendet werden',
  bannerSentTo: 'Wir haben dir einen Link an {email} geschickt.',
  resend: 'Erneut senden',
  changeEmail: 'E-Mail ändern',
  logInForLink: '{logIn}, um einen neuen Link anzufordern.',
  logIn: 'Melde dich an',
  confirmedText:
    'Jetzt kannst du Komplimente teilen, dich bedanken, etwas melden, einen Benutzernamen wählen und den wöchentlichen Überblick bekommen.',
  home: 'Startseite',
  currentPasswordRequired: 'Bitte gib dein aktuelles Passwort ein',
  currentPasswordWrong: 'Das ist nicht dein aktuelles Passwort',
  passwordChanged: 'Passwort geändert. Deine anderen Sitzungen wurden abgemeldet.',
  passwordChangeFailed: 'Dein Passwort konnte nicht geändert werden',
  sameEmail: 'Das ist bereits deine E-Mail-Adresse',
  emailChangeAnswer:
    'Schau in den Posteingang der neuen Adresse: Deine E-Mail-Adresse ändert sich, sobald du dem Link dort folgst.',
  emailChangeFailed: 'Deine E-Mail-Adresse konnte nicht geändert werden',
  emailKept:
    'Deine E-Mail-Adresse bleibt, wie sie ist; die Änderung, die auf ihren Link gewartet hat, ist abgebrochen.',
  ownAddressLinkSent: 'Ein neuer Bestätigungslink ist an deine Adresse unterwegs.',
  pendingCancelled: 'Die Adressänderung ist abgebrochen.',
  noPendingChange: 'Es wartet keine Adressänderung.',
  cancelChange: 'Änderung abbrechen',
  cancelChangeFailed: 'Die Änderung konnte nicht abgebrochen werden',
  cancelLinkInvalid: 'Dieser Link ist ungültig oder abgelaufen.',
  cancelLinkHint:
    'Der Link in der Benachrichtigung funktioniert 7 Tage lang. Falls jemand anderes deine Adresse geändert hat, setze dein Passwort über die Anmeldeseite zurück.',
  cancelling: 'Die Adressänderung wird abgebrochen…',
  changeCancelled:
    'Die Adressänderung ist abgebrochen, und alle Sitzungen des Kontos wurden beendet.',
  changeTakenBack:
    'Deine E-Mail-Adresse gehört wieder dir, und alle Sitzungen des Kontos wurden beendet.',
  changeNotTakenBack:
    'Alle Sitzungen des Kontos wurden beendet, aber deine alte Adresse gehört inzwischen zu einem anderen Konto und konnte dir daher nicht zurückgegeben werden.',
  cancelAdvice:
    'Wenn du die Änderung nicht angefordert hast, kennt vielleicht jemand dein Passwort: Wähle jetzt ein neues.',
  chooseNewPassword: 'Neues Passwort wählen',
};
