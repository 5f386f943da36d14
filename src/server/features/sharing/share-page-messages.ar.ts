export default {
  title: 'كلمة لطيفة لك على {site}',
  quote: '«{text}»',
  imageAlt: '«{text}» فوق صورة مُلهمة',
};
