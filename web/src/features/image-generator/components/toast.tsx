import styles from './image-generator.module.css';

/** The generator's toast (shown for 3 seconds, docs/product.md#image-generator; the page clears it). */
export function Toast({ message, tone }: { readonly message: string | null; readonly tone: 'success' | 'error' }) {
  if (!message) return null;
  return (
    <div className={styles.toast} data-tone={tone} role="status" data-testid="toast">
      {message}
    </div>
  );
}
