export default {
  title: 'Notificações',
  description:
    'Uma palavra gentil no seu celular ou computador, mesmo com o Kindly fechado. Escolha o que cada dispositivo recebe.',
};
