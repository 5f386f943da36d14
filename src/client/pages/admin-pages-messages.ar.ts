export default {
  panelDocumentTitle: 'لوحة الإدارة',
  panelTitle: 'لوحة الإدارة',
  panelDescription: 'أدِر المستخدمين وحسابات المسؤولين والصور الملهمة، وراجع ما غيّره المسؤولون.',
  panelSections: 'أقسام لوحة الإدارة',
  users: 'المستخدمون',
  manageAdmins: 'إدارة المسؤولين',
  inspirationalImages: 'الصور الملهمة',
  auditLog: 'سجل التدقيق',

  dashboardDocumentTitle: 'لوحة تحكم الإدارة',
  dashboardTitle: 'لوحة تحكم الإدارة',
  dashboardDescription: 'اعتنِ بأعضاء المجتمع وبالصور التي تُعرض مع الإطراءات.',
  adminSections: 'أقسام الإدارة',
  dashboardSections: 'أقسام لوحة التحكم',
  imageManagement: 'إدارة الصور',
  logInAsAdmin: 'سجّل الدخول بحساب مسؤول من فضلك.',
  checkFailed: 'تعذّر علينا التحقق من حسابك. سننقلك إلى صفحة دخول المسؤولين.',
};
