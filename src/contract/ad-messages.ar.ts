export default {
  nameTooShort: 'يجب ألا يقل عدد أحرف الاسم عن 3',
  nameTooLong: 'يجب ألا يزيد عدد أحرف الاسم على 100',
  categoryRequired: 'يُرجى اختيار فئة',
  redirectUrlInvalid: 'يُرجى إدخال رابط صالح',
  publishedAtRequired: 'يُرجى اختيار تاريخ النشر',
  expireAtInvalid: 'يُرجى اختيار تاريخ انتهاء صالح',
  expireAfterPublished: 'يجب أن يأتي تاريخ الانتهاء بعد تاريخ النشر',
  viewLimitInvalid: 'يجب أن يكون حد المشاهدات عددًا صحيحًا لا يقل عن 1',
  frequencyCapInvalid:
    'يجب أن يبقى حد التكرار فارغًا (بلا حد) أو أن يكون عددًا صحيحًا لا يقل عن 1 مشاهدة لكل زائر في اليوم',
  isActiveInvalid: 'يجب أن تكون قيمة «نشط» صحيحة أو خاطئة',
  imageRequired: 'يُرجى اختيار ملف صورة',
  imageNotWebp: 'لا نقبل إلا صور WEBP. يُرجى رفع ملف WEBP (بحجم 500 كيلوبايت كحد أقصى).',
  imageTooLarge: 'يجب ألا يتجاوز حجم الملف 500 كيلوبايت. يُرجى ضغط صورتك.',
  notFound: 'لم نعثر على هذا الإعلان',
  placementInvalid: 'يجب أن يكون الموضع homepage أو feed أو footer',
};
