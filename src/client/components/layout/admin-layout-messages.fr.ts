export default {
  adminPages: 'Pages d’administration',
  overview: 'Vue d’ensemble',
  usersAndAdmins: 'Utilisateurs et administrateurs',
  images: 'Images',
  ads: 'Annonces',
  promotions: 'Promotions',
  moderation: 'Modération',
  dashboard: 'Tableau de bord',
};
