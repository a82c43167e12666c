import { Copy } from 'lucide-react';
import { useState } from 'react';
import { imageTextToImage } from '../../../../../shared/operations/image.js';
import { Button, Modal } from '../../../components/index.js';
import type { GenerationRequest } from '../api/calls.js';
import { useImageT } from '../i18n/register.js';
import styles from './image-generator.module.css';

const shellQuote = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;

/** The exact call the Generate button makes, as a cURL command with the user's key (the View cURL modal). */
export function curlFor(request: GenerationRequest, key: string, origin: string): string {
  return [
    `curl -X ${imageTextToImage.method} ${shellQuote(`${origin}${imageTextToImage.path}`)}`,
    `  -H ${shellQuote(`api-token: ${key}`)}`,
    `  -H 'Content-Type: application/json'`,
    `  -d ${shellQuote(JSON.stringify(request))}`,
  ].join(' \\\n');
}

export function CurlModal(props: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly request: GenerationRequest;
  readonly apiKey: string;
}) {
  const t = useImageT();
  const [copied, setCopied] = useState(false);
  const command = curlFor(props.request, props.apiKey || 'SUA_API_KEY', window.location.origin);
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={t('curl.title')}
      size="lg"
      footer={
        <Button
          icon={<Copy size={16} aria-hidden="true" />}
          onClick={async () => {
            await navigator.clipboard?.writeText(command);
            setCopied(true);
          }}
        >
          {t('curl.copy')}
        </Button>
      }
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling code block must be reachable by keyboard (WCAG 2.1.1) */}
      <pre className={styles.code} data-testid="curl-command" tabIndex={0}>
        {command}
      </pre>
      {copied ? <p role="status">{t('curl.copied')}</p> : null}
    </Modal>
  );
}
