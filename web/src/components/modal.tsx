import { X } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n/use-t.js';
import { cx } from './cx.js';
import { inertOutside, trapFocus } from './focus-trap.js';
import styles from './modal.module.css';

export interface ModalProps {
  readonly open: boolean;
  /** Called on Escape, on the close button and on a click outside the dialog. */
  readonly onClose: () => void;
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** Buttons row at the bottom. */
  readonly footer?: ReactNode;
  /** Max width: sm 420 px, md 600 px (default), lg 860 px. */
  readonly size?: 'sm' | 'md' | 'lg';
}

/**
 * A modal dialog rendered in a portal over a dimmed backdrop (WAI-ARIA dialog pattern): focus moves into it, Tab
 * and Shift+Tab stay inside while it is open, Escape closes it, the page behind stops scrolling, and on close
 * focus returns to the element that opened it.
 */
export function Modal({ open, onClose, title, children, footer, size = 'md' }: ModalProps) {
  const t = useT();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  // The latest onClose, so a parent passing a new function each render does not re-run the open/close effect
  // (which would move focus back to the dialog's start on every render).
  const close = useRef(onClose);
  close.current = onClose;

  // A layout effect: focus moves in, and back to the opener on close, in the same commit that shows or removes the
  // dialog (a passive effect runs after paint, leaving focus on <body> in between).
  useLayoutEffect(() => {
    const container = dialog.current;
    if (!open || container === null) return;
    const previous = document.activeElement;
    container.focus();
    const release = trapFocus(container);
    // The page behind is out of reach while the dialog is open (and axe no longer reads it through the backdrop).
    const restore = inertOutside(container);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      release();
      restore();
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a convenience; Escape and the close button are the accessible ways out.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document.
    <div
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        className={cx(styles.dialog, styles[size])}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('common.close')}>
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
