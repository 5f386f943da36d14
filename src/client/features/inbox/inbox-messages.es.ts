export default {
  tab: 'Mensajes',
  tabWithCount: 'Mensajes ({count})',
  tabUnread: { one: '{label}, {count} sin leer', other: '{label}, {count} sin leer' },
  fromKindly: 'De {site}',
  fromTeam: 'Del equipo de {site}',
  new: 'Nuevo',
  markRead: 'Marcar como leído',
  loading: 'Cargando mensajes…',
  loadFailed: 'No pudimos cargar tus mensajes',
  listLabel: 'Mensajes',
  error: 'Error',
};
