export default {
  report: 'Reportar',
  reported: 'Reportado',
  moderation: 'Moderación',
  moderationPending: 'Moderación ({count})',
};
