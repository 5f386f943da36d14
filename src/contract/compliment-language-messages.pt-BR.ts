export default {
  seemsEn:
    'Parece que este elogio está escrito em inglês. Escolha inglês como idioma, ou mantenha sua escolha se ela estiver certa.',
  seemsEs:
    'Parece que este elogio está escrito em espanhol. Escolha espanhol como idioma, ou mantenha sua escolha se ela estiver certa.',
  seemsFr:
    'Parece que este elogio está escrito em francês. Escolha francês como idioma, ou mantenha sua escolha se ela estiver certa.',
  seemsDe:
    'Parece que este elogio está escrito em alemão. Escolha alemão como idioma, ou mantenha sua escolha se ela estiver certa.',
  seemsPtBR:
    'Parece que este elogio está escrito em português do Brasil. Escolha português do Brasil como idioma, ou mantenha sua escolha se ela estiver certa.',
  seemsAr:
    'Parece que este elogio está escrito em árabe. Escolha árabe como idioma, ou mantenha sua escolha se ela estiver certa.',
  invalidLanguage: 'Escolha um dos idiomas disponíveis.',
  languageLabel: 'Idioma',
  keepMyChoice: 'Manter minha escolha',
  allLanguages: 'Todos os idiomas',
  languageOf: 'Idioma: {language}',
};
