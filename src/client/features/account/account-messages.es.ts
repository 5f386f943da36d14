export default {
  pageTitle: 'Ajustes de la cuenta',
  signedInAs: 'Sesión iniciada como {email}',
  usernameTitle: 'Nombre de usuario',
  digestTitle: 'Resumen semanal',
  twoFactorTitle: 'Inicio de sesión en dos pasos',
  passwordTitle: 'Cambiar contraseña',
  passwordDescription: 'Aquí sigues con la sesión iniciada; en los demás dispositivos se cierra.',
  currentPassword: 'Contraseña actual',
  newPassword: 'Contraseña nueva',
  confirmNewPassword: 'Confirma la contraseña nueva',
  changePassword: 'Cambiar contraseña',
  emailTitle: 'Cambiar correo',
  emailDescription:
    'Enviamos un enlace a la nueva dirección; tu correo cambia cuando abras ese enlace.',
  emailDescriptionUnconfirmed:
    '¿No es tu dirección o tiene un error? Escribe la correcta y te enviaremos allí el enlace de confirmación.',
  yourEmail: 'Tu correo: {email}',
  notConfirmed: '(aún sin confirmar)',
  waitingFor: 'Esperando a que abras el enlace que enviamos a {email}.',
  newEmail: 'Correo nuevo',
  sendLink: 'Enviar enlace de confirmación',
  languageTitle: 'Idioma',
  languageDescription:
    'El idioma en el que Kindly te habla: en todos los dispositivos donde inicies sesión y en los correos que te enviamos.',
  languageLabel: 'Idioma',
  saveLanguage: 'Guardar idioma',
};
