export default {
  panelDocumentTitle: 'Panel de administración',
  panelTitle: 'Panel de administración',
  panelDescription:
    'Gestiona los usuarios, las cuentas de administración y las imágenes inspiradoras, y revisa lo que cambiaron los administradores.',
  panelSections: 'Secciones del panel de administración',
  users: 'Usuarios',
  manageAdmins: 'Gestionar administradores',
  inspirationalImages: 'Imágenes inspiradoras',
  auditLog: 'Registro de auditoría',

  dashboardDocumentTitle: 'Tablero de administración',
  dashboardTitle: 'Tablero de administración',
  dashboardDescription:
    'Cuida de los miembros de la comunidad y de las imágenes que acompañan a los cumplidos.',
  adminSections: 'Secciones de administración',
  dashboardSections: 'Secciones del tablero',
  imageManagement: 'Gestión de imágenes',
  logInAsAdmin: 'Inicia sesión con una cuenta de administrador.',
  checkFailed: 'No pudimos comprobar tu cuenta. Te llevamos al acceso de administración.',
};
