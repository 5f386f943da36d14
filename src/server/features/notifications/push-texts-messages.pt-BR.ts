export default {
  thanksTitle: 'Alguém agradeceu o seu elogio',
  thanksBody: 'Suas palavras gentis alegraram o dia de alguém.',
  badgeTitle: 'Você ganhou um selo',
  badgeBody: '{badge} ({tier}): {description}',
  dailyTitle: 'Uma palavra gentil para você',
};
