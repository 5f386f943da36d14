export default {
  nameTooShort: 'Le nom doit comporter au moins 3 caractères',
  nameTooLong: 'Le nom ne doit pas dépasser 100 caractères',
  categoryRequired: 'Veuillez choisir une catégorie',
  redirectUrlInvalid: 'Veuillez saisir une URL valide',
  publishedAtRequired: 'Veuillez choisir une date de publication',
  expireAtInvalid: 'Veuillez choisir une date d’expiration valide',
  expireAfterPublished: 'La date d’expiration doit être postérieure à la date de publication',
  viewLimitInvalid: 'La limite de vues doit être un nombre entier d’au moins 1',
  frequencyCapInvalid:
    'Le plafond de fréquence doit rester vide (aucun plafond) ou être un nombre entier d’au moins 1 vue par visiteur et par jour',
  isActiveInvalid: 'Actif doit valoir vrai ou faux',
  imageRequired: 'Veuillez choisir un fichier image',
  imageNotWebp: 'Seules les images WEBP sont acceptées. Importez un fichier WEBP (≤ 500 Ko).',
  imageTooLarge: 'Le fichier ne doit pas dépasser 500 Ko. Pensez à compresser votre image.',
  notFound: 'Annonce introuvable',
  placementInvalid: 'L’emplacement doit être homepage, feed ou footer',
};
