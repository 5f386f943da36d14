export default {
  kindWordsName: 'Mots bienveillants',
  kindWordsDescription: {
    one: '{count} compliment envoyé',
    other: '{count} compliments envoyés',
  },
  kindWordsCount: { one: '{count} compliment', other: '{count} compliments' },
  kindWordsProgress: {
    one: '{reached} sur {count} compliment pour le niveau {tier}',
    other: '{reached} sur {count} compliments pour le niveau {tier}',
  },
  appreciatedName: 'On vous apprécie',
  appreciatedDescription: {
    one: 'Vos compliments vous ont valu {count} remerciement',
    other: 'Vos compliments vous ont valu {count} remerciements',
  },
  appreciatedCount: { one: '{count} remerciement reçu', other: '{count} remerciements reçus' },
  appreciatedProgress: {
    one: '{reached} sur {count} remerciement reçu pour le niveau {tier}',
    other: '{reached} sur {count} remerciements reçus pour le niveau {tier}',
  },
  gratefulHeartName: 'Cœur reconnaissant',
  gratefulHeartDescription: {
    one: 'Vous avez remercié les auteurs de {count} compliment',
    other: 'Vous avez remercié les auteurs de {count} compliments',
  },
  gratefulHeartCount: { one: '{count} remerciement donné', other: '{count} remerciements donnés' },
  gratefulHeartProgress: {
    one: '{reached} sur {count} remerciement donné pour le niveau {tier}',
    other: '{reached} sur {count} remerciements donnés pour le niveau {tier}',
  },
  rayOfSunshineName: 'Rayon de soleil',
  rayOfSunshineDescription: {
    one: 'Vos compliments ont été vus {count} fois',
    other: 'Vos compliments ont été vus {count} fois',
  },
  rayOfSunshineCount: { one: '{count} vue', other: '{count} vues' },
  rayOfSunshineProgress: {
    one: '{reached} sur {count} vue pour le niveau {tier}',
    other: '{reached} sur {count} vues pour le niveau {tier}',
  },
  karmaName: 'Bon karma',
  karmaDescription: {
    one: '{count} point de karma gagné',
    other: '{count} points de karma gagnés',
  },
  karmaCount: { one: '{count} point de karma', other: '{count} points de karma' },
  karmaProgress: {
    one: '{reached} sur {count} point de karma pour le niveau {tier}',
    other: '{reached} sur {count} points de karma pour le niveau {tier}',
  },
  tierBronze: 'Bronze',
  tierSilver: 'Argent',
  tierGold: 'Or',
};
