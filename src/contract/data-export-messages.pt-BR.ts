export default {
  title: 'Baixar meus dados',
  description:
    'Um arquivo zip com tudo o que o Kindly guarda sobre você, em arquivos JSON: sua conta, elogios, agradecimentos, karma, selos, mensagens, denúncias, configuração do resumo, sessões e chaves de acesso. Outros membros nunca aparecem pelo e-mail. Você pode baixá-lo uma vez por dia.',
  download: 'Baixar meus dados',
  preparing: 'Preparando seu arquivo…',
  downloaded: 'Seus dados estão sendo baixados',
  onceADay: 'Você pode baixar seus dados uma vez por dia. Tente de novo amanhã.',
  failed: 'Não foi possível preparar seus dados. Tente de novo.',
};
