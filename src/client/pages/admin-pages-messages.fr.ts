export default {
  panelDocumentTitle: 'Panneau d’administration',
  panelTitle: 'Panneau d’administration',
  panelDescription:
    'Gérez les utilisateurs, les comptes administrateurs et les images inspirantes, et consultez ce que les administrateurs ont modifié.',
  panelSections: 'Sections du panneau d’administration',
  users: 'Utilisateurs',
  manageAdmins: 'Gérer les administrateurs',
  inspirationalImages: 'Images inspirantes',
  auditLog: 'Journal d’audit',

  dashboardDocumentTitle: 'Tableau de bord d’administration',
  dashboardTitle: 'Tableau de bord d’administration',
  dashboardDescription:
    'Prenez soin des membres de la communauté et des images qui accompagnent les compliments.',
  adminSections: 'Sections d’administration',
  dashboardSections: 'Sections du tableau de bord',
  imageManagement: 'Gestion des images',
  logInAsAdmin: 'Connectez-vous avec un compte administrateur.',
  checkFailed:
    'Nous n’avons pas pu vérifier votre compte. Nous vous emmenons vers la connexion administrateur.',
};
