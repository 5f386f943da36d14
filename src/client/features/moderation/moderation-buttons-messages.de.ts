export default {
  report: 'Melden',
  reported: 'Gemeldet',
  moderation: 'Moderationsbereich',
  moderationPending: 'Moderation ({count} offen)',
};
