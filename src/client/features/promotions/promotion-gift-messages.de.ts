export default {
  noPromotionsTitle: 'Keine Angebote verfügbar',
  noPromotionsText:
    'Für deine Region gibt es gerade keine aktiven Angebote. Schau bald wieder vorbei.',
  linkEndedText:
    'Dieses Angebot ist vielleicht abgelaufen oder wurde entfernt. Es warten noch mehr auf dich.',
  discoverAnother: 'Entdecke ein weiteres Kompliment',
  loadError: 'Dein Geschenk konnte nicht geladen werden',
  loading: 'Dein Geschenk wird geladen…',
  codeCopied: 'Kompliment-Code kopiert!',
  codeCopiedText: 'Füge {code} beim Bezahlen ein.',
  expired: 'Abgelaufen',
  shining: 'Strahlt gerade',
  yourCode: 'Dein Code',
  copyCode: 'Code {code} kopieren',
  copy: 'Kopieren',
  expiredOn: 'Abgelaufen am {date}',
  validUntil: 'Gültig bis {date}',
  statistics: 'Statistik des Angebots',
  views: 'Aufrufe',
  claims: 'Einlösungen',
  getMyBoost: 'Hol dir deinen Boost',
  opensInNewTab: ' (öffnet in einem neuen Tab)',
};
