export default {
  adminPages: 'Admin-Seiten',
  overview: 'Übersicht',
  usersAndAdmins: 'Benutzer und Admins',
  images: 'Bilder',
  ads: 'Anzeigen',
  promotions: 'Aktionen',
  moderation: 'Moderation',
  dashboard: 'Dashboard',
};
