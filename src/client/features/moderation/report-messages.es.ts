export default {
  title: 'Reportar este cumplido',
  description: 'Un moderador lo revisará; el autor no sabrá quién lo reportó.',
  question: '¿Qué tiene de malo?',
  noteLabel: 'Cuéntanos más (opcional)',
  send: 'Enviar reporte',
  reasonUnkind: 'Poco amable u ofensivo',
  reasonPersonalInfo: 'Información personal',
  reasonSpam: 'Spam o publicidad',
  reasonOther: 'Otro motivo',
};
