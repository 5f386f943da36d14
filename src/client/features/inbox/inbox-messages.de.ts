export default {
  tab: 'Nachrichten',
  tabWithCount: 'Nachrichten ({count})',
  tabUnread: { one: '{label}, {count} ungelesen', other: '{label}, {count} ungelesen' },
  fromKindly: 'Von {site}',
  fromTeam: 'Vom {site}-Team',
  new: 'Neu',
  markRead: 'Als gelesen markieren',
  loading: 'Nachrichten werden geladen…',
  loadFailed: 'Deine Nachrichten konnten nicht geladen werden',
  listLabel: 'Nachrichten',
  error: 'Fehler',
};
