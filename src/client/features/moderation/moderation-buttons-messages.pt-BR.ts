export default {
  report: 'Denunciar',
  reported: 'Denunciado',
  moderation: 'Moderação',
  moderationPending: 'Moderação ({count})',
};
