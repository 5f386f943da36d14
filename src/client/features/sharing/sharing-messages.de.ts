export default {
  share: 'Teilen',
  shareViaDevice: 'Über das Gerät teilen…',
  copyQuote: 'Zitat kopieren',
  copyLinkAndText: 'Link und Text kopieren',
  shareOn: 'Teilen auf',
  sharedTitle: 'Geteilt!',
  popupBlockedTitle: 'Pop-up blockiert',
  popupBlocked: 'Bitte erlaube Pop-ups für diese Website und versuch es noch einmal.',
};
