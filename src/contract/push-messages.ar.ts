export default {
  endpointInvalid: 'أعطى هذا المتصفح عنوانًا لا يمكننا إرسال الإشعارات إليه.',
  endpointNotAllowed: 'لا يمكننا إرسال الإشعارات عبر هذا العنوان.',
  keysInvalid: 'أعطى هذا المتصفح مفاتيح لا يمكننا إرسال الإشعارات بها.',
  timeZoneInvalid: 'اختر منطقة زمنية من القائمة.',
  hourInvalid: 'اختر ساعة بين 0 و23.',
  quietHoursIncomplete: 'اختر متى تبدأ ساعات الهدوء ومتى تنتهي.',
  quietHoursSame: 'يجب أن تنتهي ساعات الهدوء في ساعة غير التي تبدأ فيها.',
  settingInvalid: 'لا نعرف هذا الإعداد.',
  tooManyDevices: 'يمكنك تلقي الإشعارات على 10 أجهزة كحد أقصى. أزل جهازًا لإضافة هذا الجهاز.',
  notFound: 'هذا الجهاز ليس من أجهزتك، أو لم يعد يتلقى الإشعارات.',
  unknownDevice: 'متصفح غير معروف',
  deviceLabel: '{browser} على {system}',
};
