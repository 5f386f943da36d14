export default {
  thanked: 'Alguien agradeció tu cumplido.',
  message: 'Tienes un mensaje nuevo.',
};
