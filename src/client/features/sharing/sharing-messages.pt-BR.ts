export default {
  share: 'Compartilhar',
  shareViaDevice: 'Compartilhar pelo dispositivo…',
  copyQuote: 'Copiar a frase',
  copyLinkAndText: 'Copiar link e texto',
  shareOn: 'Compartilhar no',
  sharedTitle: 'Compartilhado!',
  popupBlockedTitle: 'Pop-up bloqueado',
  popupBlocked: 'Permita pop-ups para este site e tente de novo.',
};
