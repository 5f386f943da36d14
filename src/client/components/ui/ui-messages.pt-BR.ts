export default {
  close: 'Fechar',
  cancel: 'Cancelar',
  tryAgain: 'Tentar de novo',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  failedWithReason: '{prefix}: {reason}',
};
