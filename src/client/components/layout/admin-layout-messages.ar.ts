export default {
  adminPages: 'صفحات الإدارة',
  overview: 'نظرة عامة',
  usersAndAdmins: 'المستخدمون والمشرفون',
  images: 'الصور',
  ads: 'الإعلانات',
  promotions: 'العروض',
  moderation: 'الإشراف',
  dashboard: 'لوحة التحكم',
};
