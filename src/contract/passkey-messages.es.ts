export default {
  title: 'Llaves de acceso',
  description:
    'Inicia sesión con tu huella, tu cara o el bloqueo de pantalla en lugar de tu contraseña. Una llave de acceso se queda en tu dispositivo o en tu gestor de contraseñas; Kindly solo guarda su mitad pública.',
  none: 'Todavía no tienes llaves de acceso.',
  listLabel: 'Tus llaves de acceso',
  loadFailed: 'No pudimos cargar tus llaves de acceso',
  addedOn: 'Añadida el {date}',
  lastUsedOn: 'Último uso: {date}',
  notUsedYet: 'Aún sin usar',
  synced: 'Sincronizada',
  syncedHint: 'Tu gestor de contraseñas la guarda en todos los dispositivos que sincroniza.',
  oneDevice: 'Solo este dispositivo',
  add: 'Añadir una llave de acceso',
  addTitle: 'Añadir una llave de acceso',
  addHelp: 'Escribe tu contraseña para añadir una llave de acceso a tu cuenta.',
  addHelpTwoFactor:
    'Escribe tu contraseña, o un código de tu app de autenticación, para añadir una llave de acceso a tu cuenta.',
  passwordLabel: 'Contraseña',
  continue: 'Continuar',
  useCode: 'Usar un código de tu app',
  usePassword: 'Usar tu contraseña',
  addDone: 'Llave de acceso añadida',
  addDoneText:
    'La próxima vez podrás iniciar sesión con ella. Ponle un nombre para distinguir tus llaves de acceso.',
  addFailed: 'No pudimos añadir la llave de acceso',
  rename: 'Cambiar nombre',
  renameLabel: 'Cambiar nombre: {name}',
  renameTitle: 'Cambiar el nombre de la llave de acceso',
  nameLabel: 'Nombre',
  nameHint: 'Para distinguir tus llaves de acceso, como «Portátil del trabajo».',
  save: 'Guardar',
  renamed: 'Nombre cambiado',
  renameFailed: 'No pudimos cambiar el nombre de la llave de acceso',
  remove: 'Quitar',
  removeLabel: 'Quitar: {name}',
  removeTitle: '¿Quitar esta llave de acceso?',
  removeHelp:
    'Dejará de servir para iniciar sesión al instante. Escribe tu contraseña para quitarla; tu sesión aquí sigue abierta.',
  removeHelpTwoFactor:
    'Dejará de servir para iniciar sesión al instante. Escribe tu contraseña, o un código de tu app de autenticación, para quitarla; tu sesión aquí sigue abierta.',
  removed: 'Llave de acceso quitada',
  removeFailed: 'No pudimos quitar la llave de acceso',
  removedNote:
    'Puede que tu dispositivo todavía la ofrezca; ya no funciona en Kindly y puedes borrarla allí.',
  signIn: 'Entrar con una llave de acceso',
  or: 'o',
  signInFailedTitle: 'No pudimos iniciar sesión con una llave de acceso',
  signInRefused:
    'Esa llave de acceso no funcionó. Inténtalo de nuevo o inicia sesión con tu contraseña.',
  cancelled: 'No elegiste ninguna llave de acceso. Inténtalo de nuevo cuando quieras.',
  notSupported: 'Este navegador no puede usar llaves de acceso. Inicia sesión con tu contraseña.',
  cannotAddHere:
    'Este navegador no puede crear llaves de acceso. Añade una desde otro navegador o dispositivo.',
  confirm: 'Confirmar con una llave de acceso',
  confirmed: 'Confirmado con tu llave de acceso',
  confirmFailedTitle: 'No pudimos confirmar con una llave de acceso',
  noneToConfirm:
    'Todavía no tienes llaves de acceso. Primero añade una en la configuración de tu cuenta.',
  confirmRefused:
    'Esa llave de acceso no pudo confirmar que eres tú. Inténtalo de nuevo o usa otra.',
  challengeExpired: 'Eso tardó demasiado. Inténtalo de nuevo, por favor.',
  registrationRefused: 'No pudimos añadir esa llave de acceso. Inténtalo de nuevo, por favor.',
  alreadyAdded: 'Esa llave de acceso ya está en tu cuenta.',
  tooMany:
    'Tienes 20 llaves de acceso, el máximo que admite una cuenta. Quita una para añadir otra.',
  notFound: 'Esa llave de acceso no es tuya o ya se quitó.',
  passwordOrCode: 'Escribe tu contraseña o un código de tu app',
  nameRequired: 'Escribe un nombre, por favor',
  nameTooLong: 'El nombre debe tener como máximo 64 caracteres',
  defaultName: 'Llave de acceso',
  answerInvalid:
    'No pudimos leer la respuesta de la llave de acceso. Inténtalo de nuevo, por favor.',
};
