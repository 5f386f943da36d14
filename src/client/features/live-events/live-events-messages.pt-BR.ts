export default {
  thanked: 'Alguém agradeceu pelo seu elogio.',
  message: 'Você tem uma nova mensagem.',
};
