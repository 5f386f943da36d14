export default {
  adminPages: 'Páginas de administración',
  overview: 'Resumen',
  usersAndAdmins: 'Usuarios y administradores',
  images: 'Imágenes',
  ads: 'Anuncios',
  promotions: 'Promociones',
  moderation: 'Moderación',
  dashboard: 'Panel',
};
