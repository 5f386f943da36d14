export default {
  title: 'Notifications',
  description:
    'Un mot gentil sur votre téléphone ou votre ordinateur, même quand Kindly est fermé. Choisissez ce que reçoit chaque appareil.',
};
