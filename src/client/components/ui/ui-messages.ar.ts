export default {
  close: 'إغلاق',
  cancel: 'إلغاء',
  tryAgain: 'حاول مرة أخرى',
  showPassword: 'إظهار كلمة المرور',
  hidePassword: 'إخفاء كلمة المرور',
  failedWithReason: '{prefix}: {reason}',
};
