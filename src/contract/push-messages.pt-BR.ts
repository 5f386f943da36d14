export default {
  endpointInvalid:
    'Este navegador informou um endereço para o qual não conseguimos enviar notificações.',
  endpointNotAllowed: 'Não conseguimos enviar notificações por este endereço.',
  keysInvalid: 'Este navegador informou chaves com as quais não conseguimos enviar notificações.',
  timeZoneInvalid: 'Escolha um fuso horário da lista.',
  hourInvalid: 'Escolha uma hora entre 0 e 23.',
  quietHoursIncomplete: 'Escolha quando o horário de silêncio começa e quando termina.',
  quietHoursSame: 'O horário de silêncio precisa terminar em uma hora diferente da que começa.',
  settingInvalid: 'Não reconhecemos essa configuração.',
  tooManyDevices:
    'Você pode receber notificações em até 10 dispositivos. Remova um para adicionar este.',
  notFound: 'Esse dispositivo não é seu, ou não recebe mais notificações.',
  unknownDevice: 'Navegador desconhecido',
  deviceLabel: '{browser} no {system}',
};
