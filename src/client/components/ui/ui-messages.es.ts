export default {
  close: 'Cerrar',
  cancel: 'Cancelar',
  tryAgain: 'Volver a intentarlo',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  failedWithReason: '{prefix}: {reason}',
};
