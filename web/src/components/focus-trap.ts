/** What Tab can reach inside a container: enabled controls, links, and anything with a non-negative tabindex. */
const tabbableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

const isTabbable = (element: HTMLElement): boolean => {
  if (element.tabIndex < 0 || element.closest('[inert]') !== null) return false;
  // Hidden elements (display: none, visibility: hidden, a closed <details>) are skipped by the browser's Tab too.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true;
};

/** The elements of `container` that Tab visits, in document order. */
export const tabbables = (container: HTMLElement): HTMLElement[] =>
  [...container.querySelectorAll<HTMLElement>(tabbableSelector)].filter(isTabbable);

/**
 * Keeps Tab and Shift+Tab inside `container` (WAI-ARIA modal dialog pattern): from the last tabbable element Tab
 * wraps to the first, and back. Focus that lands outside (a click on the page behind) is pulled back in.
 * Returns the function that releases the trap.
 */
export function trapFocus(container: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const inside = tabbables(container);
    const first = inside[0];
    const last = inside[inside.length - 1];
    if (first === undefined || last === undefined) {
      event.preventDefault();
      container.focus();
      return;
    }
    const active = document.activeElement;
    const outside = !(active instanceof Node) || !container.contains(active);
    if (event.shiftKey && (active === first || active === container || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Node && !container.contains(event.target)) container.focus();
  };
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn);
  return () => {
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn);
  };
}

/**
 * Makes everything outside `keep` inert (no focus, no clicks, hidden from assistive technology), as a native modal
 * <dialog> does: walks up from `keep` and marks the siblings of each ancestor. Returns the function that restores
 * exactly what it changed (elements already inert stay so).
 */
export function inertOutside(keep: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = keep; node !== null && node !== document.body; node = node.parentElement) {
    const parent: HTMLElement | null = node.parentElement;
    if (parent === null) break;
    for (const sibling of Array.from(parent.children)) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE') continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => {
    for (const element of changed) element.inert = false;
  };
}
