export default {
  giftTitle: 'Seu presente',
  giftFromTitle: 'Um presente de {provider}',
  aSharedGift: 'Um presente compartilhado',
  giftHeading: 'Um elogio com presente especial',
  giftText:
    'Ofertas dos nossos parceiros, escolhidas para a sua região. Copie o código e se dê um mimo.',
  complimentNotFoundTitle: 'Elogio não encontrado',
  kindWordForYou: 'Uma palavra gentil para você',
  complimentGone: 'Este elogio não está mais aqui',
  loadingCompliment: 'Carregando o elogio…',
  complimentGoneText:
    'Talvez o link esteja digitado errado, ou o elogio tenha sido retirado. Tem muitas outras palavras gentis esperando por você.',
  complimentLoadFailed: 'Não foi possível carregar o elogio agora. Tente de novo daqui a pouco.',
  pageNotFoundTitle: 'Página não encontrada',
};
