export default {
  subject: {
    one: 'Seus elogios receberam um agradecimento esta semana',
    other: 'Seus elogios receberam {count} agradecimentos esta semana',
  },
  intro: {
    one: 'Esta semana, seus elogios no {site} receberam um agradecimento.',
    other: 'Esta semana, seus elogios no {site} receberam {count} agradecimentos.',
  },
  line: {
    one: '- “{text}” recebeu um agradecimento',
    other: '- “{text}” recebeu {count} agradecimentos',
  },
  profile: 'Veja todos no seu perfil: {url}',
  why: 'Você recebe este e-mail porque ativou o resumo semanal no seu perfil do {site}.',
  unsubscribe: 'Cancelar inscrição: {url}',
};
