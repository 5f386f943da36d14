export default {
  refresh: 'تحديث',
  actions: 'الإجراءات',
  allCountries: 'كل البلدان',
  moreCountries: 'و{count} أخرى',
  deleteItem: 'حذف {name}',
};
