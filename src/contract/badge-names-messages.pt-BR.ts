export default {
  kindWordsName: 'Palavras gentis',
  kindWordsDescription: {
    one: 'Você enviou {count} elogio',
    other: 'Você enviou {count} elogios',
  },
  kindWordsCount: { one: '{count} elogio', other: '{count} elogios' },
  kindWordsProgress: {
    one: '{reached} de {count} elogio para o nível {tier}',
    other: '{reached} de {count} elogios para o nível {tier}',
  },
  appreciatedName: 'Apreço',
  appreciatedDescription: {
    one: 'Seus elogios renderam {count} agradecimento',
    other: 'Seus elogios renderam {count} agradecimentos',
  },
  appreciatedCount: {
    one: '{count} agradecimento recebido',
    other: '{count} agradecimentos recebidos',
  },
  appreciatedProgress: {
    one: '{reached} de {count} agradecimento recebido para o nível {tier}',
    other: '{reached} de {count} agradecimentos recebidos para o nível {tier}',
  },
  gratefulHeartName: 'Coração grato',
  gratefulHeartDescription: {
    one: 'Você agradeceu a quem escreveu {count} elogio',
    other: 'Você agradeceu a quem escreveu {count} elogios',
  },
  gratefulHeartCount: {
    one: '{count} agradecimento feito',
    other: '{count} agradecimentos feitos',
  },
  gratefulHeartProgress: {
    one: '{reached} de {count} agradecimento feito para o nível {tier}',
    other: '{reached} de {count} agradecimentos feitos para o nível {tier}',
  },
  rayOfSunshineName: 'Raio de sol',
  rayOfSunshineDescription: {
    one: 'Seus elogios foram vistos {count} vez',
    other: 'Seus elogios foram vistos {count} vezes',
  },
  rayOfSunshineCount: { one: '{count} visualização', other: '{count} visualizações' },
  rayOfSunshineProgress: {
    one: '{reached} de {count} visualização para o nível {tier}',
    other: '{reached} de {count} visualizações para o nível {tier}',
  },
  karmaName: 'Bom karma',
  karmaDescription: {
    one: 'Você ganhou {count} ponto de karma',
    other: 'Você ganhou {count} pontos de karma',
  },
  karmaCount: { one: '{count} ponto de karma', other: '{count} pontos de karma' },
  karmaProgress: {
    one: '{reached} de {count} ponto de karma para o nível {tier}',
    other: '{reached} de {count} pontos de karma para o nível {tier}',
  },
  tierBronze: 'Bronze',
  tierSilver: 'Prata',
  tierGold: 'Ouro',
};
