export default {
  pageTitle: 'Configurações da conta',
  signedInAs: 'Conectado como {email}',
  usernameTitle: 'Nome de usuário',
  digestTitle: 'Resumo semanal',
  twoFactorTitle: 'Verificação em duas etapas',
  passwordTitle: 'Alterar senha',
  passwordDescription:
    'Você continua conectado aqui; todos os outros dispositivos são desconectados.',
  currentPassword: 'Senha atual',
  newPassword: 'Nova senha',
  confirmNewPassword: 'Confirme a nova senha',
  changePassword: 'Alterar senha',
  emailTitle: 'Alterar e-mail',
  emailDescription:
    'Enviamos um link para o novo endereço; seu e-mail muda quando você abrir esse link.',
  emailDescriptionUnconfirmed:
    'Não é o seu endereço, ou tem um erro de digitação? Digite o certo: enviaremos o link de confirmação para lá.',
  yourEmail: 'Seu e-mail: {email}',
  notConfirmed: '(ainda não confirmado)',
  waitingFor: 'Aguardando você abrir o link enviado para {email}.',
  newEmail: 'Novo e-mail',
  sendLink: 'Enviar link de confirmação',
  languageTitle: 'Idioma',
  languageDescription:
    'O idioma em que o Kindly fala com você: em todos os dispositivos em que você entrar e nos e-mails que enviamos.',
  languageLabel: 'Idioma',
  saveLanguage: 'Salvar idioma',
};
