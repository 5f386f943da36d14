export default {
  newPasswordHint: '{min} أحرف على الأقل. كلما طالت كانت أقوى.',
  characterCount: '{used}/{max}',
  targetCountries: 'الدول المستهدفة',
  allCountries: 'كل الدول',
  removeCountry: 'إزالة {country}',
  clearAll: 'مسح الكل',
  searchCountries: 'البحث عن دولة',
  countries: 'الدول',
  noCountryMatches: 'لا توجد دولة تطابق «{query}».',
  emptyMeansEveryCountry: 'اتركه فارغًا ليظهر في كل الدول.',
  chooseHowLong: 'اختر المدة',
  reason: 'السبب',
};
