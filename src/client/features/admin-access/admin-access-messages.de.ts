export default {
  checkFailed: 'Dein Admin-Zugang konnte nicht geprüft werden',
};
