export default {
  checkFailed: 'تعذّر التحقق من صلاحيات الإشراف لديك',
};
