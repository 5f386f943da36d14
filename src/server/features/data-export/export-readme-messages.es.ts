export default {
  title: 'Tus datos de {site}',
  intro:
    'Este archivo reúne todo lo que {site} guarda sobre tu cuenta, en archivos JSON (UTF-8).\nLas horas están en UTC (ISO 8601). Los demás miembros nunca aparecen con su dirección de\ncorreo; cuando un cumplido o un agradecimiento tiene que ver con otra persona, no se la nombra.',
  account:
    'Tu cuenta: correo (y la dirección a la que pediste cambiarlo, mientras su\nenlace espera), nombre de usuario, cuándo te uniste, confirmaste tu dirección\ne iniciaste sesión por última vez, tu karma, tu rol, cualquier suspensión y si\nel inicio de sesión en dos pasos está activado. Tu contraseña y tu secreto de\ndos pasos solo se guardan como un hash y un secreto sellado, y no se incluyen.',
  compliments:
    'Los cumplidos que enviaste, con su estado: visible, oculto (y por qué:\ndenuncias, retenido, eliminado, por un administrador o por suspensión) o en\nrevisión, y cuántas veces se vio y se agradeció cada uno.',
  complimentsReceived:
    'Los cumplidos que {site} te mostró, y cuándo fue la última vez (sin los que la\nmoderación ocultó después, igual que en tu pestaña de recibidos).',
  thanksGiven: 'Los cumplidos que agradeciste, y cuándo.',
  thanksReceived: 'Los agradecimientos que recibieron tus cumplidos, y cuándo (no quién los dio).',
  karma:
    'Tu karma actual y lo que te dio cada uno de tus cumplidos y agradecimientos,\nsegún lo guarda {site} (los puntos que retiró la moderación van marcados).',
  badges: 'Tus insignias, cuándo las ganaste, y si las compartiste y cuántas veces.',
  inbox: 'Los mensajes de tu bandeja: avisos de agradecimiento y mensajes del equipo de {site}.',
  reports:
    'Las denuncias que hiciste: el texto del cumplido, tu motivo y tu nota, y el\nestado de la denuncia (abierta, infundada o confirmada).',
  digest: 'Tu ajuste del resumen semanal por correo y cuándo se envió el último.',
  sessions:
    'Dónde tienes la sesión iniciada: navegador, sistema, cuándo empezó cada sesión\ny cuándo se usó por última vez (redondeado a la hora).',
  passkeys:
    'Tus llaves de acceso: el nombre que le diste a cada una, cuándo la añadiste y\ncuándo la usaste por última vez, si está sincronizada y cómo llegó a ella tu\nnavegador. Sus claves no se incluyen.',
  pushDevices:
    'Los dispositivos que reciben notificaciones de {site}: su nombre, su servicio\nde notificaciones, su zona horaria, qué notificaciones recibe cada uno y cuándo,\ny cuándo se envió la última. Sus direcciones y claves no se incluyen.',
};
