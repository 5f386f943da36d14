export default {
  panelDocumentTitle: 'Admin-Bereich',
  panelTitle: 'Admin-Bereich',
  panelDescription:
    'Verwalte Nutzer, Admin-Konten und inspirierende Bilder und sieh nach, was Admins geändert haben.',
  panelSections: 'Bereiche der Verwaltung',
  users: 'Nutzer',
  manageAdmins: 'Admins verwalten',
  inspirationalImages: 'Inspirierende Bilder',
  auditLog: 'Audit-Protokoll',

  dashboardDocumentTitle: 'Admin-Dashboard',
  dashboardTitle: 'Admin-Dashboard',
  dashboardDescription:
    'Kümmere dich um die Mitglieder der Community und die Bilder, die mit Komplimenten gezeigt werden.',
  adminSections: 'Admin-Bereiche',
  dashboardSections: 'Bereiche des Dashboards',
  imageManagement: 'Bildverwaltung',
  logInAsAdmin: 'Bitte melde dich mit einem Admin-Konto an.',
  checkFailed: 'Wir konnten dein Konto nicht prüfen. Wir bringen dich zur Admin-Anmeldung.',
};
