export default {
  thanksTitle: 'Alguien agradeció tu cumplido',
  thanksBody: 'Tus palabras amables le alegraron el día a alguien.',
  badgeTitle: 'Has ganado una insignia',
  badgeBody: '{badge} ({tier}): {description}',
  dailyTitle: 'Unas palabras amables para ti',
};
