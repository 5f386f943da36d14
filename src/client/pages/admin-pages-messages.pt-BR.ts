export default {
  panelDocumentTitle: 'Painel de administração',
  panelTitle: 'Painel de administração',
  panelDescription:
    'Gerencie usuários, contas de administrador e imagens inspiradoras, e veja o que os administradores mudaram.',
  panelSections: 'Seções do painel de administração',
  users: 'Usuários',
  manageAdmins: 'Gerenciar administradores',
  inspirationalImages: 'Imagens inspiradoras',
  auditLog: 'Registro de auditoria',

  dashboardDocumentTitle: 'Painel do administrador',
  dashboardTitle: 'Painel do administrador',
  dashboardDescription: 'Cuide dos membros da comunidade e das imagens que acompanham os elogios.',
  adminSections: 'Seções de administração',
  dashboardSections: 'Seções do painel',
  imageManagement: 'Gerenciar imagens',
  logInAsAdmin: 'Entre com uma conta de administrador.',
  checkFailed: 'Não conseguimos verificar sua conta. Vamos levar você ao login de administração.',
};
