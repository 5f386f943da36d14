// The image screens' texts on both dashboards (PRODUCT 8, 19, 24, 25): the add and upload forms,
// the lists, their buttons and toasts, with the forms' schema messages (the contract's
// IMAGE_MESSAGES) so that a field's error shows translated. Translations:
// admin-images-messages.<locale>.ts (docs/I18N.md).
import { IMAGE_MESSAGES } from '../../../contract/images';
import { defineCatalog } from '../../../contract/i18n/catalog';

export const ADMIN_IMAGES_MESSAGES = {
  addTitle: 'Add Inspirational Image',
  addDescription: 'Link an image hosted elsewhere (http or https).',
  imageUrl: 'Image URL',
  imageUrlPlaceholder: 'https://example.com/sunrise.jpg',
  title: 'Title',
  titlePlaceholder: 'Sunrise over the hills',
  category: 'Category',
  categoryPlaceholder: 'Nature',
  addImage: 'Add Image',

  uploadTitle: 'Upload an Image',
  uploadDescription:
    'JPEG, PNG, WebP, GIF or AVIF, up to 5 MB. It is paired with compliments once active.',
  imageFile: 'Image file',
  preview: 'Preview of the picked file',
  ownerName: 'Owner name (optional)',
  ownerNamePlaceholder: 'Who took or made the image',
  ownerEmail: 'Owner email (optional)',
  ownerEmailPlaceholder: 'owner@example.com',
  uploadImage: 'Upload Image',

  imagesLoading: 'Images paired with compliments.',
  imageCountInactive: {
    one: '{count} image; inactive ones are not shown to visitors.',
    other: '{count} images; inactive ones are not shown to visitors.',
  },
  imageCountPaused: {
    one: '{count} image; paused ones are not shown to visitors.',
    other: '{count} images; paused ones are not shown to visitors.',
  },
  tableTitle: 'Inspirational Images',
  tableEmpty: 'No images yet. Add one with the form.',
  image: 'Image',
  status: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  paused: 'Paused',
  timesUsed: 'Times Used',
  uploaded: 'Uploaded',
  imageUnavailable: '{alt} (image not available)',

  deactivate: 'Deactivate',
  deactivateImage: 'Deactivate {title}',
  pause: 'Pause',
  pauseImage: 'Pause {title}',
  activate: 'Activate',
  activateImage: 'Activate {title}',
  delete: 'Delete',
  deleteImage: 'Delete {title}',
  usedWith: {
    one: 'This image has been used with {count} compliment.',
    other: 'This image has been used with {count} compliments.',
  },
  deleteQuestion: 'Delete this image? This action cannot be undone.',
  deleteQuestionUsed: 'Delete this image? {warning} This action cannot be undone.',
  deleteTitle: 'Delete this image?',
  removedForGood: '“{title}” will be removed for good.',
  cannotUndo: 'This action cannot be undone.',
  imageIsActive: '“{title}” is active.',
  imageIsPaused: '“{title}” is paused.',

  uploadedTitle: 'Uploaded Images',
  noImages: 'No images yet',
  uploadedEmpty: 'Uploaded images appear here.',
  uploadedLabel: 'Uploaded images',
  loadingImages: 'Loading images…',
  usedTimes: { one: 'Used {count} time', other: 'Used {count} times' },
  byUploader: 'By {name}',
  uploaderUnknown: 'Uploader unknown',
  uploadedOn: 'Uploaded {date}',
  owner: 'Owner: {owner}',

  urlInvalid: IMAGE_MESSAGES.urlInvalid,
  titleTooShort: IMAGE_MESSAGES.titleTooShort,
  titleTooLong: IMAGE_MESSAGES.titleTooLong,
  categoryTooShort: IMAGE_MESSAGES.categoryTooShort,
  categoryTooLong: IMAGE_MESSAGES.categoryTooLong,
  fileRequired: IMAGE_MESSAGES.fileRequired,
  fileType: IMAGE_MESSAGES.fileType,
  fileTooLarge: IMAGE_MESSAGES.fileTooLarge,
  tooManyPixels: IMAGE_MESSAGES.tooManyPixels,
  oneFileOnly: IMAGE_MESSAGES.oneFileOnly,
  ownerNameTooLong: IMAGE_MESSAGES.ownerNameTooLong,
} as const;

export const adminImagesCatalog = defineCatalog('admin-images-messages', ADMIN_IMAGES_MESSAGES, {
  es: () => import('./admin-images-messages.es'),
  fr: () => import('./admin-images-messages.fr'),
  de: () => import('./admin-images-messages.de'),
  'pt-BR': () => import('./admin-images-messages.pt-BR'),
  ar: () => import('./admin-images-messages.ar'),
});
