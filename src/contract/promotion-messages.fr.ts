export default {
  serviceProviderNameTooShort: 'Le nom du prestataire doit comporter au moins 2 caractères',
  serviceProviderNameTooLong: 'Le nom du prestataire ne doit pas dépasser 100 caractères',
  discountTitleTooShort: 'Le titre de la réduction doit comporter au moins 5 caractères',
  discountTitleTooLong: 'Le titre de la réduction ne doit pas dépasser 150 caractères',
  discountDescriptionTooShort:
    'La description de la réduction doit comporter au moins 10 caractères',
  discountDescriptionTooLong: 'La description de la réduction ne doit pas dépasser 500 caractères',
  discountCodeTooShort: 'Le code de réduction doit comporter au moins 3 caractères',
  discountCodeTooLong: 'Le code de réduction ne doit pas dépasser 50 caractères',
  websiteUrlInvalid: 'Veuillez saisir une URL de site web valide',
  publishedAtRequired: 'Veuillez choisir une date de publication',
  expireAtRequired: 'Veuillez choisir une date d’expiration',
  expireAfterPublished: 'La date d’expiration doit être postérieure à la date de publication',
  isActiveInvalid: 'Actif doit valoir vrai ou faux',
  notFound: 'Promotion introuvable',
};
