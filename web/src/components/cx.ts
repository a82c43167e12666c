/** Joins class names, skipping empty ones (CSS-module lookups may be undefined under noUncheckedIndexedAccess). */
export const cx = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');
