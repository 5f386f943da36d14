export default {
  offlineCompliment: 'No tienes conexión. Aquí tienes unas palabras amables de antes.',
  offlineWrite:
    'No tienes conexión. No se ha enviado nada; inténtalo de nuevo cuando vuelvas a estar en línea.',
  offlineRead: 'No tienes conexión. Esto aparecerá cuando vuelvas a estar en línea.',
  updateReady: 'Hay una versión nueva lista',
  refresh: 'Actualizar',
  notNow: 'Ahora no',
  installTitle: 'Ten {site} en tu pantalla de inicio',
  installText: 'Unas palabras amables a un toque, incluso sin conexión.',
  install: 'Instalar',
  installAppTitle: 'Instalar la aplicación',
  installAppText:
    'Añade {site} a tu pantalla de inicio o a tu escritorio y ábrelo como cualquier otra aplicación.',
};
