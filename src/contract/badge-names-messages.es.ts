export default {
  kindWordsName: 'Palabras amables',
  kindWordsDescription: {
    one: 'Enviaste {count} cumplido',
    other: 'Enviaste {count} cumplidos',
  },
  kindWordsCount: { one: '{count} cumplido', other: '{count} cumplidos' },
  kindWordsProgress: {
    one: '{reached} de {count} cumplido para el nivel {tier}',
    other: '{reached} de {count} cumplidos para el nivel {tier}',
  },
  appreciatedName: 'Te aprecian',
  appreciatedDescription: {
    one: 'Te agradecieron tus cumplidos {count} vez',
    other: 'Te agradecieron tus cumplidos {count} veces',
  },
  appreciatedCount: {
    one: '{count} agradecimiento recibido',
    other: '{count} agradecimientos recibidos',
  },
  appreciatedProgress: {
    one: '{reached} de {count} agradecimiento recibido para el nivel {tier}',
    other: '{reached} de {count} agradecimientos recibidos para el nivel {tier}',
  },
  gratefulHeartName: 'Corazón agradecido',
  gratefulHeartDescription: {
    one: 'Agradeciste a los autores de {count} cumplido',
    other: 'Agradeciste a los autores de {count} cumplidos',
  },
  gratefulHeartCount: {
    one: '{count} agradecimiento dado',
    other: '{count} agradecimientos dados',
  },
  gratefulHeartProgress: {
    one: '{reached} de {count} agradecimiento dado para el nivel {tier}',
    other: '{reached} de {count} agradecimientos dados para el nivel {tier}',
  },
  rayOfSunshineName: 'Rayo de sol',
  rayOfSunshineDescription: {
    one: 'Tus cumplidos se vieron {count} vez',
    other: 'Tus cumplidos se vieron {count} veces',
  },
  rayOfSunshineCount: { one: '{count} vista', other: '{count} vistas' },
  rayOfSunshineProgress: {
    one: '{reached} de {count} vista para el nivel {tier}',
    other: '{reached} de {count} vistas para el nivel {tier}',
  },
  karmaName: 'Buen karma',
  karmaDescription: {
    one: 'Ganaste {count} punto de karma',
    other: 'Ganaste {count} puntos de karma',
  },
  karmaCount: { one: '{count} punto de karma', other: '{count} puntos de karma' },
  karmaProgress: {
    one: '{reached} de {count} punto de karma para el nivel {tier}',
    other: '{reached} de {count} puntos de karma para el nivel {tier}',
  },
  tierBronze: 'Bronce',
  tierSilver: 'Plata',
  tierGold: 'Oro',
};
