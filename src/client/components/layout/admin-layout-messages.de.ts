export default {
  adminPages: 'Admin-Seiten',
  overview: 'Übersicht',
  usersAndAdmins: 'Benutzer und Admins',
  images: 'Bilder',
  ads: 'Anzeigen',
  promotions: 'Angebote',
  moderation: 'Moderation',
  dashboard: 'Dashboard',
};
