export default {
  notFound: 'Selo não encontrado',
  invalidId: 'Identificador de selo inválido',
  notYours: 'Você só pode compartilhar os seus próprios selos',
  notYoursToCelebrate: 'Você só pode comemorar os seus próprios selos',
  emptyList: 'Nenhum selo ainda. Continue espalhando gentileza para conquistar os seus!',
  shared: 'Selo compartilhado!',
};
