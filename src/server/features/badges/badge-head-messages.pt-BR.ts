export default {
  title: '{earnedBy} conquistou o selo {name} ({tier}) no {site}',
  description:
    '{description}. Conquistado em {date}. Receba uma palavra gentil e espalhe a positividade.',
  imageAlt: 'Selo {name}',
};
