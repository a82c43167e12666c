/**
 * Service categories (docs/product.md#languages): a stable value and its Portuguese label (translated in shared/i18n).
 */
export const categories = {
  pdf: 'PDF',
  image: 'Imagem',
  text: 'Texto',
  audio: 'Áudio',
  video: 'Vídeo',
  upload: 'Upload',
} as const;

export type Category = keyof typeof categories;

export const categoryIds: readonly string[] = Object.keys(categories);

export const isCategory = (value: string): value is Category => Object.hasOwn(categories, value);
