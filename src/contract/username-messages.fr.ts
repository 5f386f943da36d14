export default {
  tooShort: 'Le nom d’utilisateur doit comporter au moins 2 caractères',
  tooLong: 'Le nom d’utilisateur doit comporter au plus 30 caractères',
  noAt: 'Les noms d’utilisateur ne peuvent pas contenir @',
  noLinks: 'Les liens ne sont pas autorisés dans les noms d’utilisateur',
  unkind: 'Restons bienveillants : choisissez un autre nom d’utilisateur',
  emailName:
    'Choisissez un nom d’utilisateur différent du début de votre adresse e-mail : les autres le verraient',
  taken: 'Ce nom d’utilisateur est déjà pris',
  lookAlike: 'Ce nom d’utilisateur ressemble trop à un nom déjà pris',
  invisible:
    'Les noms d’utilisateur ne peuvent pas contenir de caractères invisibles ou de contrôle',
  symbol: 'Ce symbole ne peut pas être utilisé dans un nom d’utilisateur',
  marks: 'Les accents et signes doivent porter sur une lettre, 3 au plus par lettre',
  saved: 'Nom d’utilisateur enregistré',
  saveFailed: 'Impossible d’enregistrer votre nom d’utilisateur',
  anonymousName: 'Un membre de Kindly',
};
