export default {
  optedIn: 'Resumo semanal ativado',
  optedOut: 'Resumo semanal desativado',
  settingFailed: 'Não foi possível salvar sua configuração do resumo',
  invalidLink: 'Este link de cancelamento não é válido',
  unsubscribed: 'Você cancelou a inscrição no resumo semanal',
  unsubscribeFailed: 'Não foi possível cancelar a inscrição',
  setting: 'Resumo semanal por e-mail',
  description: 'Uma vez por semana, um e-mail com os agradecimentos que seus elogios receberam.',
  question: 'Cancelar a inscrição no resumo semanal?',
  explanation:
    'Você não vai mais receber e-mails semanais sobre os agradecimentos que seus elogios recebem.',
  unsubscribe: 'Cancelar inscrição',
  home: 'Início',
};
