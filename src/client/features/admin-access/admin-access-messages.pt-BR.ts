export default {
  checkFailed: 'Não foi possível verificar seu acesso de administrador',
};
