import { AudioLines, FileText, Image, type LucideIcon, Sparkles, Type, Upload, Video } from 'lucide-react';
import { type Category, isCategory } from '../../../../../../shared/catalogue/categories.js';

/** One icon per category, each its own (a new category fails to compile until it has one). */
export const categoryIcons: Readonly<Record<Category, LucideIcon>> = {
  pdf: FileText,
  image: Image,
  text: Type,
  audio: AudioLines,
  video: Video,
  upload: Upload,
};

/** The services page and the home pick an icon by category. */
export function CategoryIcon({ category, size = 22 }: { readonly category: string; readonly size?: number }) {
  const value = category.toLowerCase();
  const Icon = isCategory(value) ? categoryIcons[value] : Sparkles;
  return <Icon size={size} aria-hidden="true" data-category-icon={value} />;
}
