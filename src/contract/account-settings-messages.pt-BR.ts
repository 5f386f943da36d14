export default {
  confirmFirst: 'Confirme seu endereço de e-mail primeiro.',
  bannerTitle: 'Confirme seu endereço de e-mail',
  bannerText:
    'Você já pode ler tudo. Para compartilhar elogios, agradecer, denunciar, escolher um nome de usuário ou receber o resumo semanal, abra o link que enviamos para você.',
  linkInvalid: 'Este link de confirmação é inválido ou expirou.',
  linkInvalidHint:
    'Os links de confirmação funcionam uma única vez, por 24 horas, e só o mais recente que você pediu.',
  addressTaken: 'Outra conta agora usa este endereço, então ele não pode ser seu.',
  confirmed: 'Seu endereço de e-mail está confirmado.',
  confirming: 'Confirmando seu endereço de e-mail…',
  resendAnswer: 'Se seu endereço ainda precisar de confirmação, um novo link está a caminho.',
  resendFailed: 'Não foi possível enviar um novo link',
  bannerSentTo: 'Enviamos um link para {email}.',
  resend: 'Reenviar',
  changeEmail: 'Alterar e-mail',
  logInForLink: '{logIn} para pedir um novo link.',
  logIn: 'Entre',
  confirmedText:
    'Agora você pode compartilhar elogios, agradecer, denunciar, escolher um nome de usuário e receber o resumo semanal.',
  home: 'Início',
  currentPasswordRequired: 'Digite sua senha atual',
  currentPasswordWrong: 'Essa não é sua senha atual',
  passwordChanged: 'Senha alterada. Suas outras sessões foram encerradas.',
  passwordChangeFailed: 'Não foi possível alterar sua senha',
  sameEmail: 'Esse já é o seu endereço de e-mail',
  emailChangeAnswer:
    'Confira a caixa de entrada do novo endereço: seu e-mail muda quando você abrir o link que está lá.',
  emailChangeFailed: 'Não foi possível alterar seu e-mail',
  emailKept:
    'Seu endereço de e-mail continua o mesmo; a alteração que aguardava o link foi cancelada.',
  ownAddressLinkSent: 'Um novo link de confirmação está a caminho do seu endereço.',
  pendingCancelled: 'A alteração de endereço foi cancelada.',
  noPendingChange: 'Nenhuma alteração de endereço está pendente.',
  cancelChange: 'Cancelar alteração',
  cancelChangeFailed: 'Não foi possível cancelar a alteração',
  cancelLinkInvalid: 'Este link é inválido ou expirou.',
  cancelLinkHint:
    'O link do aviso funciona por 7 dias. Se outra pessoa alterou seu endereço, redefina sua senha na página de login.',
  cancelling: 'Cancelando a alteração de endereço…',
  changeCancelled:
    'A alteração de endereço foi cancelada e todas as sessões da conta foram encerradas.',
  changeTakenBack:
    'Seu endereço de e-mail voltou a ser seu e todas as sessões da conta foram encerradas.',
  changeNotTakenBack:
    'Todas as sessões da conta foram encerradas, mas outra conta agora usa seu endereço antigo, então não foi possível devolvê-lo.',
  cancelAdvice:
    'Se você não pediu a alteração, talvez alguém saiba sua senha: escolha uma nova agora.',
  chooseNewPassword: 'Escolher uma nova senha',
};
