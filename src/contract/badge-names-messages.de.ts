export default {
  kindWordsName: 'Freundliche Worte',
  kindWordsDescription: {
    one: '{count} Kompliment verschickt',
    other: '{count} Komplimente verschickt',
  },
  kindWordsCount: { one: '{count} Kompliment', other: '{count} Komplimente' },
  kindWordsProgress: {
    one: '{reached} von {count} Kompliment bis {tier}',
    other: '{reached} von {count} Komplimenten bis {tier}',
  },
  appreciatedName: 'Geschätzt',
  appreciatedDescription: {
    one: '{count} Dankeschön für deine Komplimente bekommen',
    other: '{count} Dankeschöns für deine Komplimente bekommen',
  },
  appreciatedCount: { one: '{count} Dankeschön bekommen', other: '{count} Dankeschöns bekommen' },
  appreciatedProgress: {
    one: '{reached} von {count} bekommenen Dankeschön bis {tier}',
    other: '{reached} von {count} bekommenen Dankeschöns bis {tier}',
  },
  gratefulHeartName: 'Dankbares Herz',
  gratefulHeartDescription: {
    one: 'Bei den Verfassern von {count} Kompliment bedankt',
    other: 'Bei den Verfassern von {count} Komplimenten bedankt',
  },
  gratefulHeartCount: {
    one: '{count} Dankeschön verschenkt',
    other: '{count} Dankeschöns verschenkt',
  },
  gratefulHeartProgress: {
    one: '{reached} von {count} verschenkten Dankeschön bis {tier}',
    other: '{reached} von {count} verschenkten Dankeschöns bis {tier}',
  },
  rayOfSunshineName: 'Sonnenstrahl',
  rayOfSunshineDescription: {
    one: 'Deine Komplimente wurden {count}-mal gesehen',
    other: 'Deine Komplimente wurden {count}-mal gesehen',
  },
  rayOfSunshineCount: { one: '{count} Aufruf', other: '{count} Aufrufe' },
  rayOfSunshineProgress: {
    one: '{reached} von {count} Aufruf bis {tier}',
    other: '{reached} von {count} Aufrufen bis {tier}',
  },
  karmaName: 'Gutes Karma',
  karmaDescription: {
    one: '{count} Karmapunkt gesammelt',
    other: '{count} Karmapunkte gesammelt',
  },
  karmaCount: { one: '{count} Karmapunkt', other: '{count} Karmapunkte' },
  karmaProgress: {
    one: '{reached} von {count} Karmapunkt bis {tier}',
    other: '{reached} von {count} Karmapunkten bis {tier}',
  },
  tierBronze: 'Bronze',
  tierSilver: 'Silber',
  tierGold: 'Gold',
};
