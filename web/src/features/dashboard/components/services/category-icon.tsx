import { FileText, Sparkles, Upload } from 'lucide-react';

/** The services page picks an icon by category only: PDF, Upload, or one for everything else (spec §2). */
export function CategoryIcon({ category, size = 22 }: { readonly category: string; readonly size?: number }) {
  const value = category.toLowerCase();
  const Icon = value === 'pdf' ? FileText : value === 'upload' ? Upload : Sparkles;
  return <Icon size={size} aria-hidden="true" />;
}
