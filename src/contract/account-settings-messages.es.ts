export default {
  confirmFirst: 'Primero confirma tu dirección de correo.',
  bannerTitle: 'Confirma tu dirección de correo',
  bannerText:
    'Ya puedes leerlo todo. Para compartir cumplidos, agradecer, reportar, elegir un nombre de usuario o recibir el resumen semanal, abre el enlace que te enviamos.',
  linkInvalid: 'Este enlace de confirmación no es válido o ya caducó.',
  linkInvalidHint:
    'Los enlaces de confirmación funcionan una sola vez, durante 24 horas, y solo el último que pediste.',
  addressTaken: 'Otra cuenta usa ahora esta dirección, así que no puede ser tuya.',
  confirmed: 'Tu dirección de correo está confirmada.',
  confirming: 'Confirmando tu dirección de correo…',
  resendAnswer: 'Si tu dirección aún necesita confirmación, ya va en camino un enlace nuevo.',
  resendFailed: 'No pudimos enviar un enlace nuevo',
  bannerSentTo: 'Te enviamos un enlace a {email}.',
  resend: 'Reenviar',
  changeEmail: 'Cambiar correo',
  logInForLink: '{logIn} para pedir un enlace nuevo.',
  logIn: 'Inicia sesión',
  confirmedText:
    'Ya puedes compartir cumplidos, agradecer, reportar, elegir un nombre de usuario y recibir el resumen semanal.',
  home: 'Inicio',
  currentPasswordRequired: 'Escribe tu contraseña actual',
  currentPasswordWrong: 'Esa no es tu contraseña actual',
  passwordChanged: 'Contraseña cambiada. Cerramos tus otras sesiones.',
  passwordChangeFailed: 'No pudimos cambiar tu contraseña',
  sameEmail: 'Esa ya es tu dirección de correo',
  emailChangeAnswer:
    'Revisa la bandeja de entrada de la nueva dirección: tu correo cambia cuando abras el enlace que te enviamos allí.',
  emailChangeFailed: 'No pudimos cambiar tu correo',
  emailKept:
    'Tu dirección de correo se queda como está; cancelamos el cambio que esperaba su enlace.',
  ownAddressLinkSent: 'Ya va en camino un enlace de confirmación nuevo a tu dirección.',
  pendingCancelled: 'El cambio de dirección quedó cancelado.',
  noPendingChange: 'No hay ningún cambio de dirección pendiente.',
  cancelChange: 'Cancelar cambio',
  cancelChangeFailed: 'No pudimos cancelar el cambio',
  cancelLinkInvalid: 'Este enlace no es válido o ya caducó.',
  cancelLinkHint:
    'El enlace del aviso funciona durante 7 días. Si otra persona cambió tu dirección, restablece tu contraseña desde la página de inicio de sesión.',
  cancelling: 'Cancelando el cambio de dirección…',
  changeCancelled:
    'El cambio de dirección quedó cancelado y se cerraron todas las sesiones de la cuenta.',
  changeTakenBack:
    'Tu dirección de correo vuelve a ser tuya y se cerraron todas las sesiones de la cuenta.',
  changeNotTakenBack:
    'Se cerraron todas las sesiones de la cuenta, pero otra cuenta usa ahora tu dirección anterior, así que no pudimos devolvértela.',
  cancelAdvice:
    'Si no pediste el cambio, puede que alguien conozca tu contraseña: elige una nueva ahora.',
  chooseNewPassword: 'Elige una contraseña nueva',
};
