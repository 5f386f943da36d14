export default {
  share: 'مشاركة',
  shareViaDevice: 'المشاركة عبر الجهاز…',
  copyQuote: 'نسخ الاقتباس',
  copyLinkAndText: 'نسخ الرابط والنص',
  shareOn: 'المشاركة على',
  sharedTitle: 'تمت المشاركة!',
  popupBlockedTitle: 'تم حظر النافذة المنبثقة',
  popupBlocked: 'يُرجى السماح بالنوافذ المنبثقة لهذا الموقع ثم المحاولة مرة أخرى.',
};
