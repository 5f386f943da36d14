export default {
  giftTitle: 'Votre cadeau',
  giftFromTitle: 'Un cadeau de {provider}',
  aSharedGift: 'Un cadeau partagé',
  giftHeading: 'Un compliment, un cadeau',
  giftText:
    'Des offres de nos partenaires, choisies pour votre région. Copiez le code et faites-vous plaisir.',
  complimentNotFoundTitle: 'Compliment introuvable',
  kindWordForYou: 'Un mot gentil pour vous',
  complimentGone: 'Ce compliment n’est plus là',
  loadingCompliment: 'Chargement du compliment…',
  complimentGoneText:
    'Le lien contient peut-être une faute de frappe, ou le compliment a été retiré. Bien d’autres mots gentils vous attendent.',
  complimentLoadFailed:
    'Le compliment n’a pas pu être chargé pour le moment. Réessayez dans un instant.',
  pageNotFoundTitle: 'Page introuvable',
};
