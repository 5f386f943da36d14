export default {
  title: 'Seus dados do {site}',
  intro:
    'Este arquivo reúne tudo o que o {site} guarda sobre a sua conta, em arquivos JSON (UTF-8).\nOs horários estão em UTC (ISO 8601). Outros membros nunca aparecem pelo endereço de e-mail;\nquando um elogio ou um agradecimento envolve outra pessoa, ela não é identificada.',
  account:
    'Sua conta: e-mail (e o endereço para o qual você pediu a mudança, enquanto o\nlink estiver pendente), nome de usuário, quando você entrou, confirmou o endereço\ne fez login pela última vez, seu karma, sua função, qualquer suspensão e se a\nverificação em duas etapas está ativada. Sua senha e seu segredo de duas etapas\nsão guardados só como hash e como segredo selado, e não estão incluídos.',
  compliments:
    'Os elogios que você enviou, com o status: visível, oculto (e por quê: denúncias,\nretido, removido, por um administrador ou por suspensão) ou em análise, e quantas\nvezes cada um foi visto e agradecido.',
  complimentsReceived:
    'Os elogios que o {site} mostrou a você, e quando pela última vez (sem os que a\nmoderação ocultou depois, como na sua aba de recebidos).',
  thanksGiven: 'Os elogios que você agradeceu, e quando.',
  thanksReceived: 'Os agradecimentos que seus elogios receberam, e quando (não quem agradeceu).',
  karma:
    'Seu karma atual e o que cada elogio e agradecimento seu rendeu, conforme o\n{site} guarda (os pontos retirados pela moderação vêm marcados).',
  badges: 'Seus selos, quando você os ganhou e se e quantas vezes você os compartilhou.',
  inbox:
    'As mensagens da sua caixa de entrada: avisos de agradecimento e mensagens da equipe\ndo {site}.',
  reports:
    'As denúncias que você fez: o texto do elogio, seu motivo e sua observação, e o\nstatus da denúncia (aberta, improcedente ou confirmada).',
  digest: 'Sua configuração do resumo semanal por e-mail e quando o último foi enviado.',
  sessions:
    'Onde sua conta está conectada: navegador, sistema, quando cada sessão começou e\nquando foi usada pela última vez (arredondado para a hora).',
  passkeys:
    'Suas chaves de acesso: o nome que você deu a cada uma, quando a adicionou e usou\npela última vez, se está sincronizada e como seu navegador chegou a ela. As\nchaves em si não estão incluídas.',
  pushDevices:
    'Os dispositivos que recebem notificações de {site}: o nome, o serviço de\nnotificações, o fuso horário, quais notificações cada um recebe e quando, e\nquando a última foi enviada. Os endereços e as chaves deles não são incluídos.',
};
