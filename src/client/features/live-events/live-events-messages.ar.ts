export default {
  thanked: 'شكرك أحدهم على إطرائك.',
  message: 'لديك رسالة جديدة.',
};
