export default {
  nameTooShort: 'Der Name muss mindestens 3 Zeichen lang sein',
  nameTooLong: 'Der Name darf höchstens 100 Zeichen lang sein',
  categoryRequired: 'Bitte wähle eine Kategorie',
  redirectUrlInvalid: 'Bitte gib eine gültige URL ein',
  publishedAtRequired: 'Bitte wähle ein Veröffentlichungsdatum',
  expireAtInvalid: 'Bitte wähle ein gültiges Ablaufdatum',
  expireAfterPublished: 'Das Ablaufdatum muss nach dem Veröffentlichungsdatum liegen',
  viewLimitInvalid: 'Das Aufruflimit muss eine ganze Zahl von mindestens 1 sein',
  frequencyCapInvalid:
    'Die Frequenzbegrenzung muss leer bleiben (keine Begrenzung) oder eine ganze Zahl von mindestens 1 Aufruf pro Besucher und Tag sein',
  isActiveInvalid: 'Aktiv muss wahr oder falsch sein',
  imageRequired: 'Bitte wähle eine Bilddatei',
  imageNotWebp: 'Nur WEBP-Bilder werden unterstützt. Bitte lade ein WEBP hoch (≤ 500 KB).',
  imageTooLarge: 'Die Datei darf höchstens 500 KB groß sein. Bitte komprimiere dein Bild.',
  notFound: 'Anzeige nicht gefunden',
  placementInvalid: 'Die Platzierung muss homepage, feed oder footer sein',
};
