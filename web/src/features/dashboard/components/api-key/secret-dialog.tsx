import { Check, Copy } from 'lucide-react';
import { Button } from '../../../../components/button.js';
import { Modal } from '../../../../components/modal.js';
import type { CreatedKey } from '../../api/schemas.js';
import { useTimedMessage } from '../../hooks/use-timed-message.js';
import styles from './keys.module.css';
import { useKeysT } from './keys-catalogue.js';

/** The new key's secret, shown this once with a copy button; closing the dialog forgets it. */
export function SecretDialog({ created, onClose }: { readonly created: CreatedKey; readonly onClose: () => void }) {
  const t = useKeysT();
  const [copied, setCopied] = useTimedMessage<boolean>(3000);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('keys.secretTitle')}
      footer={<Button onClick={onClose}>{t('keys.secretDone')}</Button>}
    >
      <p>{t('keys.secretText')}</p>
      <div className={styles.secret}>
        <code className={styles.secretValue} data-testid="new-key-secret">
          {created.token}
        </code>
        <Button
          variant="secondary"
          size="sm"
          icon={copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
          onClick={() => void copy()}
        >
          {copied ? t('keys.secretCopied') : t('keys.secretCopy')}
        </Button>
      </div>
    </Modal>
  );
}
