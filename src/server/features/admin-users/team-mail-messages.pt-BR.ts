export default {
  subject: 'Uma mensagem da equipe do {site}',
  body: 'Olá,\n\nA equipe do {site} enviou uma mensagem para você:\n\n{message}\n\nVocê também pode lê-la na aba Mensagens do seu perfil: {url}',
};
