export default {
  nameTooShort: 'O nome deve ter pelo menos 3 caracteres',
  nameTooLong: 'O nome pode ter no máximo 100 caracteres',
  categoryRequired: 'Selecione uma categoria',
  redirectUrlInvalid: 'Informe uma URL válida',
  publishedAtRequired: 'Selecione uma data de publicação',
  expireAtInvalid: 'Selecione uma data de expiração válida',
  expireAfterPublished: 'A data de expiração deve ser posterior à data de publicação',
  viewLimitInvalid: 'O limite de visualizações deve ser um número inteiro de pelo menos 1',
  frequencyCapInvalid:
    'O limite de frequência deve ficar vazio (sem limite) ou ser um número inteiro de pelo menos 1 visualização por visitante por dia',
  isActiveInvalid: 'Ativo deve ser verdadeiro ou falso',
  imageRequired: 'Selecione um arquivo de imagem',
  imageNotWebp: 'Só aceitamos imagens WEBP. Envie um arquivo WEBP (até 500 KB).',
  imageTooLarge: 'O arquivo deve ter no máximo 500 KB. Comprima sua imagem.',
  notFound: 'Anúncio não encontrado',
  placementInvalid: 'O posicionamento deve ser homepage, feed ou footer',
};
