export default {
  title: 'Denunciar este elogio',
  description: 'Um moderador vai dar uma olhada; o autor não fica sabendo quem denunciou.',
  question: 'O que há de errado com ele?',
  noteLabel: 'Conte mais pra gente (opcional)',
  send: 'Enviar denúncia',
  reasonUnkind: 'Grosseiro ou ofensivo',
  reasonPersonalInfo: 'Informações pessoais',
  reasonSpam: 'Spam ou propaganda',
  reasonOther: 'Outro motivo',
};
