export default {
  offlineCompliment: 'Du bist offline. Hier ist ein liebes Wort von vorhin.',
  offlineWrite:
    'Du bist offline. Es wurde nichts gesendet; versuch es noch einmal, wenn du wieder online bist.',
  offlineRead: 'Du bist offline. Das erscheint, sobald du wieder online bist.',
  updateReady: 'Eine neue Version ist bereit',
  refresh: 'Neu laden',
  notNow: 'Später',
  installTitle: 'Behalte {site} auf deinem Startbildschirm',
  installText: 'Ein liebes Wort mit einem Tipp, auch offline.',
  install: 'Installieren',
  installAppTitle: 'App installieren',
  installAppText:
    'Leg {site} auf deinen Startbildschirm oder Desktop und öffne es wie jede andere App.',
};
