export default {
  offlineCompliment: 'Você está sem conexão. Aqui vai uma palavra gentil de antes.',
  offlineWrite:
    'Você está sem conexão. Nada foi enviado; tente de novo quando estiver on-line outra vez.',
  offlineRead: 'Você está sem conexão. Isto vai aparecer quando você estiver on-line de novo.',
  updateReady: 'Uma nova versão está pronta',
  refresh: 'Atualizar',
  notNow: 'Agora não',
  installTitle: 'Tenha o {site} na sua tela inicial',
  installText: 'Uma palavra gentil a um toque, mesmo sem conexão.',
  install: 'Instalar',
  installAppTitle: 'Instalar o app',
  installAppText:
    'Adicione o {site} à sua tela inicial ou à área de trabalho e abra como qualquer outro app.',
};
