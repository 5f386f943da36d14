export default {
  giftTitle: 'هديتك',
  giftFromTitle: 'هدية من {provider}',
  aSharedGift: 'هدية تمت مشاركتها',
  giftHeading: 'هدية خاصة مع الإطراء',
  giftText: 'عروض من شركائنا، مختارة لمنطقتك. انسخ الرمز ودلّل نفسك.',
  complimentNotFoundTitle: 'لم يُعثر على الإطراء',
  kindWordForYou: 'كلمة لطيفة من أجلك',
  complimentGone: 'هذا الإطراء لم يعد هنا',
  loadingCompliment: 'جارٍ تحميل الإطراء…',
  complimentGoneText:
    'ربما كُتب الرابط بشكل خاطئ، أو أُزيل الإطراء. هناك كلمات لطيفة كثيرة أخرى في انتظارك.',
  complimentLoadFailed: 'تعذّر تحميل الإطراء الآن. يُرجى المحاولة بعد قليل.',
  pageNotFoundTitle: 'الصفحة غير موجودة',
};
