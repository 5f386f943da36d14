export default {
  adminPages: 'Páginas de administração',
  overview: 'Visão geral',
  usersAndAdmins: 'Usuários e administradores',
  images: 'Imagens',
  ads: 'Anúncios',
  promotions: 'Promoções',
  moderation: 'Moderação',
  dashboard: 'Painel',
};
