export default {
  seemsEn:
    'Parece que este cumplido está escrito en inglés. Elige inglés como su idioma, o mantén tu elección si es la correcta.',
  seemsEs:
    'Parece que este cumplido está escrito en español. Elige español como su idioma, o mantén tu elección si es la correcta.',
  seemsFr:
    'Parece que este cumplido está escrito en francés. Elige francés como su idioma, o mantén tu elección si es la correcta.',
  seemsDe:
    'Parece que este cumplido está escrito en alemán. Elige alemán como su idioma, o mantén tu elección si es la correcta.',
  seemsPtBR:
    'Parece que este cumplido está escrito en portugués de Brasil. Elige portugués de Brasil como su idioma, o mantén tu elección si es la correcta.',
  seemsAr:
    'Parece que este cumplido está escrito en árabe. Elige árabe como su idioma, o mantén tu elección si es la correcta.',
  invalidLanguage: 'Elige uno de los idiomas disponibles.',
  languageLabel: 'Idioma',
  keepMyChoice: 'Mantener mi elección',
  allLanguages: 'Todos los idiomas',
  languageOf: 'Idioma: {language}',
};
