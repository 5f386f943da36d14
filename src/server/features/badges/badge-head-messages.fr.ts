export default {
  title: '{earnedBy} a obtenu le badge {name} niveau {tier} sur {site}',
  description:
    '{description}. Obtenu le {date}. Recevez un mot gentil et faites circuler la bonne humeur.',
  imageAlt: 'Badge {name}',
};
