export default {
  sponsored: 'Sponsorisé',
  visit: 'Voir',
  bar: 'Barre sponsorisée',
  closeBar: 'Fermer la barre sponsorisée',
  link: 'Sponsorisé : {name} (s’ouvre dans un nouvel onglet)',
};
