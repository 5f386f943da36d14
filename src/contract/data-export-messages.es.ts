export default {
  title: 'Descargar mis datos',
  description:
    'Un archivo zip con todo lo que Kindly guarda sobre ti, en archivos JSON: tu cuenta, cumplidos, agradecimientos, karma, insignias, mensajes, reportes, ajuste del resumen, sesiones y llaves de acceso. Los demás miembros nunca aparecen con su correo. Puedes descargarlo una vez al día.',
  download: 'Descargar mis datos',
  preparing: 'Preparando tu archivo…',
  downloaded: 'Tus datos se están descargando',
  onceADay: 'Puedes descargar tus datos una vez al día. Vuelve a intentarlo mañana.',
  failed: 'No pudimos preparar tus datos. Inténtalo de nuevo.',
};
