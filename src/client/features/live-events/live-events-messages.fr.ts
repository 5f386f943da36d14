export default {
  thanked: 'Quelqu’un vous a remercié pour votre compliment.',
  message: 'Vous avez un nouveau message.',
};
