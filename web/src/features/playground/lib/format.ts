/** Bytes as B, KB or MB with one decimal, in the active locale's digits. */
export const formatBytes = (bytes: number, locale: string): string => {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${value.toLocaleString(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${units[unit]}`;
};

/** Which inline preview a file gets, by its media type. */
export type PreviewKind = 'image' | 'pdf' | 'audio' | 'video' | 'none';

export const previewKind = (type: string): PreviewKind => {
  const media = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (media.startsWith('image/')) return 'image';
  if (media === 'application/pdf') return 'pdf';
  if (media.startsWith('audio/')) return 'audio';
  if (media.startsWith('video/')) return 'video';
  return 'none';
};
