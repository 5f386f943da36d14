export default {
  passwordRequired: 'Digite sua senha',
  wrongPassword: 'Essa senha não está certa',
  choiceRequired: 'Escolha o que acontece com seus elogios',
  lastAdmin:
    'Você é o único administrador. Torne outra conta administradora antes de excluir a sua, para que alguém continue cuidando do Kindly.',
  deleted: 'Sua conta foi excluída. Obrigado por toda a gentileza que você compartilhou.',
  deleteFailed: 'Não foi possível excluir sua conta',
  title: 'Excluir minha conta',
  intro: 'A exclusão da conta não pode ser desfeita. Isto é o que vai embora:',
  whatStays:
    'Os agradecimentos que você deu continuam contando nos elogios de outros membros, e nada deles muda.',
  choiceLabel: 'Seus elogios',
  keepLabel: 'Manter, exibidos como “Um membro do Kindly”',
  keepHint: 'Eles continuam disponíveis para outras pessoas, sem ligação com ninguém.',
  deleteLabel: 'Excluir',
  deleteHint:
    'Eles são removidos, exceto os que tiverem uma denúncia em aberto: esses ficam, sem ligação com ninguém, até a moderação decidir.',
  passwordLabel: 'Sua senha',
  submit: 'Excluir minha conta',
  confirmTitle: 'Excluir sua conta de vez?',
  confirmKeep:
    'Seu e-mail, nome de usuário, sessões, caixa de entrada, karma e selos são apagados, e seus elogios ficam como “Um membro do Kindly”. Isso não pode ser desfeito.',
  confirmDelete:
    'Seu e-mail, nome de usuário, sessões, caixa de entrada, karma e selos são apagados, e seus elogios são excluídos. Isso não pode ser desfeito.',
  confirmButton: 'Excluir de vez',
  endSessions: 'Encerrar sessões',
  endSessionsTitle: 'Encerrar todas as sessões deste usuário?',
  endSessionsDescription:
    'A pessoa é desconectada de todos os dispositivos de uma vez e pode entrar de novo com a senha.',
  sessionsEnded: 'Todas as sessões deste usuário foram encerradas',
  endSessionsFailed: 'Não foi possível encerrar as sessões',
  endOwnSessions: 'Para encerrar suas próprias sessões, use Configurações da conta',
  anonymise: 'Anonimizar',
  anonymiseTitle: 'Anonimizar esta conta?',
  anonymiseDescription:
    'O e-mail, nome de usuário, sessões, caixa de entrada, karma e selos são apagados, e a pessoa não consegue mais entrar. Os elogios ficam como “Um membro do Kindly”. Isso não pode ser desfeito.',
  anonymised: 'Conta anonimizada',
  anonymiseFailed: 'Não foi possível anonimizar a conta',
  anonymiseYourself:
    'Você não pode anonimizar sua própria conta. Exclua-a em Configurações da conta.',
  lastAdminAnonymise: 'O último administrador não pode ser anonimizado',
  whatGoesAddress: 'seu endereço de e-mail e seu nome de usuário',
  whatGoesSessions: 'todas as sessões, então você sai da conta em todos os lugares',
  whatGoesPasskeys: 'suas chaves de acesso',
  whatGoesInbox: 'sua caixa de entrada',
  whatGoesReports:
    'a ligação entre você e as denúncias que fez (as denúncias ficam para a moderação)',
  whatGoesDigest: 'sua configuração do resumo semanal',
  whatGoesKarma: 'seu karma e seus selos',
  deletedAccountName: 'Conta excluída',
};
