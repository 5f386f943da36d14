export default {
  confirmSubject: 'Confirme seu endereço de e-mail no {site}',
  confirmBody:
    'Olá,\n\nConfirme que este endereço pertence à sua conta no {site}.\nAbra este link em até 24 horas:\n\n{link}\n\nSe você não pediu uma conta no {site}, é só ignorar este e-mail: nada muda.',
  adminConfirmBody:
    'Olá,\n\nUm administrador do {site} criou uma conta de administrador para você com este endereço.\nConfirme que o endereço é seu. Abra este link em até 24 horas:\n\n{link}\n\nVocê já pode entrar em {adminLogin} com a senha que o administrador te passou; para compartilhar elogios e agradecer, basta abrir este link antes.\n\nSe você não sabe por que recebeu esta mensagem, ignore este e-mail: o endereço continua sem confirmação.',
  resetSubject: 'Redefina sua senha do {site}',
  resetBody:
    'Olá,\n\nAlguém pediu para redefinir a senha da sua conta no {site}.\nAbra este link em até uma hora para escolher uma nova senha:\n\n{link}\n\nSe não foi você, ignore este e-mail: sua senha continua a mesma.',
  emailChangeSubject: 'Foi pedido um novo endereço de e-mail para sua conta no {site}',
  emailChangeBody:
    'Olá,\n\nAlguém conectado à sua conta no {site} pediu para mudar o endereço de e-mail dela.\nO endereço só muda quando o link enviado ao novo endereço for aberto;\naté lá, este continua sendo o endereço da conta.\n\nSe não foi você, abra este link em até 7 dias. Ele cancela a mudança (ou devolve\neste endereço, se a mudança já tiver sido feita) e encerra todas as sessões:\n\n{link}\n\nDepois, escolha uma nova senha na página de login:\n{forgotPassword}',
  recoveryCodeSubject: 'Um código de recuperação foi usado na sua conta no {site}',
  recoveryCodeBody:
    'Olá,\n\nUm dos seus códigos de recuperação do {site} acabou de ser usado na sua conta. Cada código funciona uma única vez.\n\nSe foi você, não precisa fazer mais nada; você pode gerar novos códigos nas configurações da conta. Se não foi você, troque sua senha agora e gere novos códigos de recuperação.\n\n{site}',
};
