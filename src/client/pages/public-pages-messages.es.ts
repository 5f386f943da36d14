export default {
  giftTitle: 'Tu regalo',
  giftFromTitle: 'Un regalo de {provider}',
  aSharedGift: 'Un regalo compartido',
  giftHeading: 'Un cumplido con regalo especial',
  giftText: 'Ofertas de nuestros socios, elegidas para tu región. Copia el código y date un gusto.',
  complimentNotFoundTitle: 'No se encontró el cumplido',
  kindWordForYou: 'Unas palabras amables para ti',
  complimentGone: 'Este cumplido ya no está aquí',
  loadingCompliment: 'Cargando el cumplido…',
  complimentGoneText:
    'Puede que el enlace esté mal escrito o que el cumplido se haya retirado. Hay muchas más palabras amables esperándote.',
  complimentLoadFailed:
    'No se pudo cargar el cumplido en este momento. Vuelve a intentarlo en un rato.',
  pageNotFoundTitle: 'Página no encontrada',
};
