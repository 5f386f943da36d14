export default {
  passwordRequired: 'Escribe tu contraseña',
  wrongPassword: 'Esa contraseña no es correcta',
  choiceRequired: 'Elige qué pasa con tus cumplidos',
  lastAdmin:
    'Eres el único administrador. Haz administradora a otra cuenta antes de eliminar la tuya, para que alguien pueda seguir cuidando Kindly.',
  deleted: 'Tu cuenta se eliminó. Gracias por toda la amabilidad que compartiste.',
  deleteFailed: 'No pudimos eliminar tu cuenta',
  title: 'Eliminar mi cuenta',
  intro: 'Eliminar tu cuenta no se puede deshacer. Esto es lo que se borra:',
  whatStays:
    'Los agradecimientos que diste siguen contando en los cumplidos de otros miembros, y nada de lo suyo cambia.',
  choiceLabel: 'Tus cumplidos',
  keepLabel: 'Conservarlos, firmados como “Un miembro de Kindly”',
  keepHint: 'Siguen ahí para que otros los encuentren, sin vínculo con nadie.',
  deleteLabel: 'Eliminarlos',
  deleteHint:
    'Se borran, excepto los que tengan un reporte abierto: esos se quedan, sin vínculo con nadie, hasta que moderación decida.',
  passwordLabel: 'Tu contraseña',
  submit: 'Eliminar mi cuenta',
  confirmTitle: '¿Eliminar tu cuenta para siempre?',
  confirmKeep:
    'Se borran tu correo, tu nombre de usuario, tus sesiones, tu bandeja de entrada, tu karma y tus insignias, y tus cumplidos quedan como “Un miembro de Kindly”. No se puede deshacer.',
  confirmDelete:
    'Se borran tu correo, tu nombre de usuario, tus sesiones, tu bandeja de entrada, tu karma y tus insignias, y se eliminan tus cumplidos. No se puede deshacer.',
  confirmButton: 'Eliminar para siempre',
  endSessions: 'Cerrar sesiones',
  endSessionsTitle: '¿Cerrar todas las sesiones de este usuario?',
  endSessionsDescription:
    'Su sesión se cierra en todos sus dispositivos a la vez y puede volver a entrar con su contraseña.',
  sessionsEnded: 'Se cerraron todas las sesiones de este usuario',
  endSessionsFailed: 'No pudimos cerrar las sesiones',
  endOwnSessions: 'Para cerrar tus propias sesiones, usa Ajustes de la cuenta',
  anonymise: 'Anonimizar',
  anonymiseTitle: '¿Anonimizar esta cuenta?',
  anonymiseDescription:
    'Se borran su correo, su nombre de usuario, sus sesiones, su bandeja de entrada, su karma y sus insignias, y ya no podrá iniciar sesión. Sus cumplidos quedan como “Un miembro de Kindly”. No se puede deshacer.',
  anonymised: 'Cuenta anonimizada',
  anonymiseFailed: 'No pudimos anonimizar la cuenta',
  anonymiseYourself: 'No puedes anonimizar tu propia cuenta. Elimínala desde Ajustes de la cuenta.',
  lastAdminAnonymise: 'No se puede anonimizar al último administrador',
  whatGoesAddress: 'tu dirección de correo y tu nombre de usuario',
  whatGoesSessions: 'todas tus sesiones, así que se cerrará tu sesión en todas partes',
  whatGoesPasskeys: 'tus llaves de acceso',
  whatGoesInbox: 'tu bandeja de entrada',
  whatGoesReports:
    'el vínculo entre tú y los reportes que hiciste (los reportes se quedan para moderación)',
  whatGoesDigest: 'tu ajuste del resumen semanal',
  whatGoesKarma: 'tu karma y tus insignias',
  deletedAccountName: 'Cuenta eliminada',
};
