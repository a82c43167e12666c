import { useEffect } from 'react';

/** The product name every title ends with (a name, not translated). */
export const siteName = 'Alquimia';

/** `Page · Alquimia`, or the bare site name without a page title. */
export const documentTitle = (page: string | undefined): string =>
  page === undefined || page.trim() === '' ? siteName : `${page} · ${siteName}`;

/**
 * Gives the current route its own document title (WCAG 2.4.2), in the reader's language: pass the page's
 * translated title; it follows language changes because the caller re-renders with the new text.
 */
export function useDocumentTitle(page: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
