import type { BADGE_MESSAGES } from './badge-messages';
import type { Translation } from './i18n/catalog';

export default {
  notFound: 'لم نعثر على هذه الشارة',
  invalidId: 'معرّف الشارة غير صالح',
  notYours: 'يمكنك مشاركة شاراتك أنت فقط',
  notYoursToCelebrate: 'يمكنك الاحتفال بشاراتك أنت فقط',
  emptyList: 'لا شارات بعد. واصل نشر الإيجابية لتنال شاراتك!',
  shared: 'تمت مشاركة الشارة!',
} satisfies Translation<typeof BADGE_MESSAGES>;
