export default {
  report: 'Signaler',
  reported: 'Signalé',
  moderation: 'Modération',
  moderationPending: 'Modération ({count})',
};
