import {
  AudioLines,
  Brain,
  Captions,
  ChartColumn,
  Clapperboard,
  Eraser,
  FileCode,
  Files,
  FileText,
  Film,
  Globe,
  Image,
  ImagePlay,
  Lock,
  LockOpen,
  type LucideIcon,
  MailCheck,
  Maximize,
  MessageCircle,
  Mic,
  MonitorPlay,
  QrCode,
  ScanText,
  Scissors,
  Sparkles,
  Stamp,
  Type,
  Upload,
  Video,
  Volume2,
} from 'lucide-react';

/**
 * Icons by the catalogue's icon name; unknown names fall back to the category's icon (docs/product.md#landing-page).
 */
const byName: Record<string, LucideIcon> = {
  files: Files,
  scissors: Scissors,
  stamp: Stamp,
  lock: Lock,
  'lock-open': LockOpen,
  'file-text': FileText,
  'file-code': FileCode,
  type: Type,
  sparkles: Sparkles,
  maximize: Maximize,
  eraser: Eraser,
  'chart-column': ChartColumn,
  'qr-code': QrCode,
  'scan-text': ScanText,
  globe: Globe,
  'mail-check': MailCheck,
  'message-circle': MessageCircle,
  'volume-2': Volume2,
  mic: Mic,
  youtube: MonitorPlay,
  clapperboard: Clapperboard,
  captions: Captions,
  music: AudioLines,
  film: Film,
  'image-play': ImagePlay,
  upload: Upload,
  brain: Brain,
};

const byCategory: Record<string, LucideIcon> = {
  pdf: FileText,
  image: Image,
  text: Type,
  audio: AudioLines,
  video: Video,
  upload: Upload,
};

export function ServiceIcon({ icon, category, size = 22 }: { icon?: string | null; category: string; size?: number }) {
  const Icon = (icon ? byName[icon] : undefined) ?? byCategory[category.toLowerCase()] ?? Sparkles;
  return <Icon size={size} aria-hidden="true" />;
}
