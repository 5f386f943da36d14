export default {
  nameTooShort: 'El nombre debe tener al menos 3 caracteres',
  nameTooLong: 'El nombre no puede superar los 100 caracteres',
  categoryRequired: 'Elige una categoría',
  redirectUrlInvalid: 'Escribe una URL válida',
  publishedAtRequired: 'Elige una fecha de publicación',
  expireAtInvalid: 'Elige una fecha de vencimiento válida',
  expireAfterPublished: 'La fecha de vencimiento debe ser posterior a la de publicación',
  viewLimitInvalid: 'El límite de vistas debe ser un número entero de al menos 1',
  frequencyCapInvalid:
    'El límite de frecuencia debe quedar vacío (sin límite) o ser un número entero de al menos 1 vista por visitante al día',
  isActiveInvalid: 'Activo debe ser verdadero o falso',
  imageRequired: 'Elige un archivo de imagen',
  imageNotWebp: 'Solo se admiten imágenes WEBP. Sube un WEBP (≤500 KB).',
  imageTooLarge: 'El archivo debe pesar como máximo 500 KB. Comprime tu imagen.',
  notFound: 'No encontramos ese anuncio',
  placementInvalid: 'La ubicación debe ser homepage, feed o footer',
};
