export default {
  subject: 'رسالة من فريق {site}',
  body: 'مرحبًا،\n\nأرسل إليك فريق {site} رسالة:\n\n{message}\n\nيمكنك قراءتها أيضًا في تبويب الرسائل في ملفك الشخصي: {url}',
};
