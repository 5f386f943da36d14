export default {
  share: 'Partager',
  shareViaDevice: 'Partager depuis l’appareil…',
  copyQuote: 'Copier la citation',
  copyLinkAndText: 'Copier le lien et le texte',
  shareOn: 'Partager sur',
  sharedTitle: 'Partagé !',
  popupBlockedTitle: 'Fenêtre pop-up bloquée',
  popupBlocked: 'Autorisez les fenêtres pop-up pour ce site, puis réessayez.',
};
