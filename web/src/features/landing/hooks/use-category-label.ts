import { useT } from '../../../i18n/use-t.js';

const known = ['pdf', 'image', 'text', 'audio', 'video', 'upload'] as const;
type KnownCategory = (typeof known)[number];

/**
 * Categories come as a value or as a Portuguese label (image/Imagem …, docs/product.md#languages); both map to one
 * translated label.
 */
const aliases: Record<string, KnownCategory> = {
  imagem: 'image',
  texto: 'text',
  áudio: 'audio',
  vídeo: 'video',
};

const normalise = (category: string): KnownCategory | undefined => {
  const lower = category.toLowerCase();
  return known.find((value) => value === lower) ?? aliases[lower];
};

export const useCategoryLabel = (): ((category: string) => string) => {
  const t = useT();
  return (category) => {
    const key = normalise(category);
    return key ? t(`categories.${key}`) : category;
  };
};
