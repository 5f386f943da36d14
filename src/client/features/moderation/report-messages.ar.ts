export default {
  title: 'الإبلاغ عن هذا الإطراء',
  description: 'سيطّلع عليه أحد المشرفين، ولن يعرف كاتبه من أبلغ عنه.',
  question: 'ما المشكلة فيه؟',
  noteLabel: 'أخبرنا بالمزيد (اختياري)',
  send: 'إرسال البلاغ',
  reasonUnkind: 'جارح أو مهين',
  reasonPersonalInfo: 'معلومات شخصية',
  reasonSpam: 'رسائل مزعجة أو إعلانات',
  reasonOther: 'سبب آخر',
};
