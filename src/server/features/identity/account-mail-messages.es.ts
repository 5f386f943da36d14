export default {
  confirmSubject: 'Confirma tu dirección de correo para {site}',
  confirmBody:
    'Hola:\n\nConfirma que esta dirección pertenece a tu cuenta de {site}.\nAbre este enlace en las próximas 24 horas:\n\n{link}\n\nSi no pediste una cuenta de {site}, ignora este correo: no cambiará nada.',
  adminConfirmBody:
    'Hola:\n\nUn administrador de {site} creó una cuenta de administrador para ti con esta dirección.\nConfirma que la dirección es tuya. Abre este enlace en las próximas 24 horas:\n\n{link}\n\nYa puedes iniciar sesión en {adminLogin} con la contraseña que te dio el administrador; para compartir cumplidos y agradecer, primero tienes que abrir este enlace.\n\nSi no sabes por qué te llegó esto, ignora este correo: la dirección seguirá sin confirmar.',
  resetSubject: 'Restablece tu contraseña de {site}',
  resetBody:
    'Hola:\n\nAlguien pidió restablecer la contraseña de tu cuenta de {site}.\nAbre este enlace durante la próxima hora para elegir una contraseña nueva:\n\n{link}\n\nSi no fuiste tú, ignora este correo: tu contraseña seguirá igual.',
  emailChangeSubject: 'Se pidió una nueva dirección de correo para tu cuenta de {site}',
  emailChangeBody:
    'Hola:\n\nAlguien con la sesión iniciada en tu cuenta de {site} pidió cambiar su dirección de correo.\nLa dirección solo cambia cuando se abre el enlace enviado a la nueva dirección;\nhasta entonces, esta sigue siendo la dirección de la cuenta.\n\nSi no fuiste tú, abre este enlace en los próximos 7 días. Cancela el cambio (o te devuelve\nesta dirección si el cambio ya se hizo) y cierra todas las sesiones:\n\n{link}\n\nDespués, elige una contraseña nueva desde la página de inicio de sesión:\n{forgotPassword}',
  recoveryCodeSubject: 'Se usó un código de recuperación en tu cuenta de {site}',
  recoveryCodeBody:
    'Hola:\n\nSe acaba de usar uno de tus códigos de recuperación de {site} en tu cuenta. Cada código sirve una sola vez.\n\nSi fuiste tú, no tienes que hacer nada más; puedes crear códigos nuevos en los ajustes de tu cuenta. Si no fuiste tú, cambia tu contraseña ahora mismo y crea códigos de recuperación nuevos.\n\n{site}',
};
