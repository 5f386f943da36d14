export default {
  confirmSubject: 'Bestätige deine E-Mail-Adresse für {site}',
  confirmBody:
    'Hallo,\n\nbitte bestätige, dass diese Adresse zu deinem {site}-Konto gehört.\nÖffne dazu innerhalb von 24 Stunden diesen Link:\n\n{link}\n\nWenn du kein {site}-Konto angelegt hast, ignoriere diese E-Mail einfach: Es ändert sich nichts.',
  adminConfirmBody:
    'Hallo,\n\nein Admin von {site} hat mit dieser Adresse ein Admin-Konto für dich angelegt.\nBitte bestätige, dass die Adresse dir gehört. Öffne dazu innerhalb von 24 Stunden diesen Link:\n\n{link}\n\nDu kannst dich schon jetzt unter {adminLogin} mit dem Passwort anmelden, das dir der Admin gegeben hat. Komplimente teilen und dich bedanken kannst du, sobald du diesen Link geöffnet hast.\n\nWenn du nicht weißt, warum du diese E-Mail bekommst, ignoriere sie einfach: Die Adresse bleibt dann unbestätigt.',
  resetSubject: 'Setze dein {site}-Passwort zurück',
  resetBody:
    'Hallo,\n\njemand möchte das Passwort deines {site}-Kontos zurücksetzen.\nÖffne innerhalb einer Stunde diesen Link, um ein neues Passwort zu wählen:\n\n{link}\n\nWenn du das nicht warst, ignoriere diese E-Mail einfach: Dein Passwort bleibt, wie es ist.',
  emailChangeSubject: 'Für dein {site}-Konto wurde eine neue E-Mail-Adresse angefragt',
  emailChangeBody:
    'Hallo,\n\njemand, der in deinem {site}-Konto angemeldet ist, möchte dessen E-Mail-Adresse ändern.\nDie Adresse ändert sich erst, wenn der Link geöffnet wird, der an die neue Adresse ging;\nbis dahin bleibt diese Adresse die des Kontos.\n\nWenn du das nicht warst, öffne innerhalb von 7 Tagen diesen Link. Er bricht die Änderung ab\n(oder gibt dir diese Adresse zurück, falls sie schon geändert wurde) und meldet alle Sitzungen ab:\n\n{link}\n\nWähle danach auf der Anmeldeseite ein neues Passwort:\n{forgotPassword}',
  recoveryCodeSubject: 'In deinem {site}-Konto wurde ein Wiederherstellungscode verwendet',
  recoveryCodeBody:
    'Hallo,\n\ngerade wurde einer deiner {site}-Wiederherstellungscodes für dein Konto verwendet. Jeder Code funktioniert nur einmal.\n\nWenn du das warst, musst du nichts weiter tun; neue Codes kannst du in deinen Kontoeinstellungen erstellen. Wenn du es nicht warst, ändere jetzt dein Passwort und erstelle neue Wiederherstellungscodes.\n\n{site}',
};
