export default {
  title: 'Meine Daten herunterladen',
  description:
    'Eine ZIP-Datei mit allem, was Kindly über dich speichert, als JSON-Dateien: dein Konto, Komplimente, Dankeschöns, Karma, Abzeichen, Nachrichten, Meldungen, Einstellung zum Wochenüberblick, Sitzungen und Passkeys. Andere Mitglieder erscheinen nie mit ihrer E-Mail-Adresse. Du kannst sie einmal am Tag herunterladen.',
  download: 'Meine Daten herunterladen',
  preparing: 'Deine Datei wird vorbereitet…',
  downloaded: 'Deine Daten werden heruntergeladen',
  onceADay:
    'Du kannst deine Daten einmal am Tag herunterladen. Bitte versuch es morgen noch einmal.',
  failed: 'Deine Daten konnten nicht vorbereitet werden. Bitte versuch es noch einmal.',
};
