export default {
  title: '{earnedBy} حصل على شارة {name} ({tier}) على {site}',
  description: '{description}. حصل عليها في {date}. احصل على كلمة لطيفة وانشر الإيجابية.',
  imageAlt: 'شارة {name}',
};
