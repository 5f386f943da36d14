export default {
  subject: 'Un mensaje del equipo de {site}',
  body: 'Hola:\n\nEl equipo de {site} te envió un mensaje:\n\n{message}\n\nTambién puedes leerlo en la pestaña Mensajes de tu perfil: {url}',
};
