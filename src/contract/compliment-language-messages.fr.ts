export default {
  seemsEn:
    'On dirait que ce compliment est écrit en anglais. Choisissez l’anglais comme langue, ou gardez votre choix s’il est juste.',
  seemsEs:
    'On dirait que ce compliment est écrit en espagnol. Choisissez l’espagnol comme langue, ou gardez votre choix s’il est juste.',
  seemsFr:
    'On dirait que ce compliment est écrit en français. Choisissez le français comme langue, ou gardez votre choix s’il est juste.',
  seemsDe:
    'On dirait que ce compliment est écrit en allemand. Choisissez l’allemand comme langue, ou gardez votre choix s’il est juste.',
  seemsPtBR:
    'On dirait que ce compliment est écrit en portugais du Brésil. Choisissez le portugais du Brésil comme langue, ou gardez votre choix s’il est juste.',
  seemsAr:
    'On dirait que ce compliment est écrit en arabe. Choisissez l’arabe comme langue, ou gardez votre choix s’il est juste.',
  invalidLanguage: 'Choisissez l’une des langues proposées.',
  languageLabel: 'Langue',
  keepMyChoice: 'Garder mon choix',
  allLanguages: 'Toutes les langues',
  languageOf: 'Langue : {language}',
};
