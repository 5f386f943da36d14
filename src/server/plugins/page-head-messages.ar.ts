export default {
  title: '{site}: قليل من اللطف كل يوم',
  description: 'احصل على كلمة طيبة، وشاركها، وانشر الإيجابية من حولك.',
};
