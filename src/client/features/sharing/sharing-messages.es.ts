export default {
  share: 'Compartir',
  shareViaDevice: 'Compartir desde el dispositivo…',
  copyQuote: 'Copiar la cita',
  copyLinkAndText: 'Copiar enlace y texto',
  shareOn: 'Compartir en',
  sharedTitle: '¡Compartido!',
  popupBlockedTitle: 'Ventana emergente bloqueada',
  popupBlocked: 'Permite las ventanas emergentes de este sitio y vuelve a intentarlo.',
};
