export default {
  seemsEn:
    'Dieses Kompliment scheint auf Englisch geschrieben zu sein. Wähl Englisch als Sprache, oder behalte deine Wahl, wenn sie stimmt.',
  seemsEs:
    'Dieses Kompliment scheint auf Spanisch geschrieben zu sein. Wähl Spanisch als Sprache, oder behalte deine Wahl, wenn sie stimmt.',
  seemsFr:
    'Dieses Kompliment scheint auf Französisch geschrieben zu sein. Wähl Französisch als Sprache, oder behalte deine Wahl, wenn sie stimmt.',
  seemsDe:
    'Dieses Kompliment scheint auf Deutsch geschrieben zu sein. Wähl Deutsch als Sprache, oder behalte deine Wahl, wenn sie stimmt.',
  seemsPtBR:
    'Dieses Kompliment scheint auf brasilianischem Portugiesisch geschrieben zu sein. Wähl brasilianisches Portugiesisch als Sprache, oder behalte deine Wahl, wenn sie stimmt.',
  seemsAr:
    'Dieses Kompliment scheint auf Arabisch geschrieben zu sein. Wähl Arabisch als Sprache, oder behalte deine Wahl, wenn sie stimmt.',
  invalidLanguage: 'Wähl eine der angebotenen Sprachen.',
  languageLabel: 'Sprache',
  keepMyChoice: 'Meine Wahl behalten',
  allLanguages: 'Alle Sprachen',
  languageOf: 'Sprache: {language}',
};
