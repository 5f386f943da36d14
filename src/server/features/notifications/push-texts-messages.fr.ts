export default {
  thanksTitle: 'Quelqu’un a remercié votre compliment',
  thanksBody: 'Vos mots gentils ont illuminé la journée de quelqu’un.',
  badgeTitle: 'Vous avez gagné un badge',
  badgeBody: '{badge} ({tier}) : {description}',
  dailyTitle: 'Un mot gentil pour vous',
};
