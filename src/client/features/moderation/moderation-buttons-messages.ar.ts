export default {
  report: 'إبلاغ',
  reported: 'تم الإبلاغ',
  moderation: 'الإشراف',
  moderationPending: 'الإشراف ({count})',
};
