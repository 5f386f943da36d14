export default {
  checkFailed: 'No pudimos comprobar tu acceso de administrador',
};
