/** Lower case without diacritics, so `video` finds `vídeo` and `acao` finds `Ação`. */
export const foldText = (value: string): string =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether every word of `query` appears (accent- and case-insensitively) in at least one of `texts`. */
export const matchesSearch = (query: string, texts: readonly string[]): boolean => {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.map(foldText).join('\n');
  return words.every((word) => haystack.includes(word));
};
