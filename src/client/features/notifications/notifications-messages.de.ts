export default {
  title: 'Benachrichtigungen',
  description:
    'Ein freundliches Wort auf deinem Handy oder Computer, auch wenn Kindly geschlossen ist. Wähle, was jedes Gerät bekommt.',
};
