export default {
  tab: 'Messages',
  tabWithCount: 'Messages ({count})',
  tabUnread: { one: '{label}, {count} non lu', other: '{label}, {count} non lus' },
  fromKindly: 'De la part de {site}',
  fromTeam: 'De la part de l’équipe {site}',
  new: 'Nouveau',
  markRead: 'Marquer comme lu',
  loading: 'Chargement des messages…',
  loadFailed: 'Impossible de charger vos messages',
  listLabel: 'Messages',
  error: 'Erreur',
};
