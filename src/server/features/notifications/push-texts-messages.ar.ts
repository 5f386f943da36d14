export default {
  thanksTitle: 'شكرك أحدهم على إطرائك',
  thanksBody: 'كلماتك اللطيفة أسعدت يوم أحدهم.',
  badgeTitle: 'حصلت على شارة',
  badgeBody: '{badge} ({tier}): {description}',
  dailyTitle: 'كلمة لطيفة لك',
};
