export default {
  title: '{site}: um pouco de gentileza, todo dia',
  description: 'Receba uma palavra gentil, compartilhe e espalhe a positividade.',
};
