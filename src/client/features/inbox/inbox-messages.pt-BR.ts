export default {
  tab: 'Mensagens',
  tabWithCount: 'Mensagens ({count})',
  tabUnread: { one: '{label}, {count} não lida', other: '{label}, {count} não lidas' },
  fromKindly: 'Do {site}',
  fromTeam: 'Da equipe do {site}',
  new: 'Nova',
  markRead: 'Marcar como lida',
  loading: 'Carregando mensagens…',
  loadFailed: 'Não foi possível carregar suas mensagens',
  listLabel: 'Mensagens',
  error: 'Erro',
};
