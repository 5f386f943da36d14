export default {
  giftTitle: 'Dein Geschenk',
  giftFromTitle: 'Ein Geschenk von {provider}',
  aSharedGift: 'Ein geteiltes Geschenk',
  giftHeading: 'Ein besonderes Geschenk zum Kompliment',
  giftText:
    'Angebote unserer Partner, ausgewählt für deine Region. Kopier den Code und gönn dir was.',
  complimentNotFoundTitle: 'Kompliment nicht gefunden',
  kindWordForYou: 'Ein liebes Wort für dich',
  complimentGone: 'Dieses Kompliment gibt es hier nicht mehr',
  loadingCompliment: 'Kompliment wird geladen…',
  complimentGoneText:
    'Vielleicht hat sich im Link ein Tippfehler eingeschlichen, oder das Kompliment wurde entfernt. Es warten noch viele andere liebe Worte auf dich.',
  complimentLoadFailed:
    'Das Kompliment konnte gerade nicht geladen werden. Bitte versuch es gleich noch einmal.',
  pageNotFoundTitle: 'Seite nicht gefunden',
};
