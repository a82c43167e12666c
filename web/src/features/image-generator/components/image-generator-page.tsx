import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/index.js';
import { clearScriptHandoff, readScriptHandoff } from '../../../lib/script-handoff.js';
import { useGeneratorAvailability } from '../hooks/availability.js';
import { keyQuery } from '../hooks/keys.js';
import { imageGeneratorCatalogue, useImageT } from '../i18n/register.js';
import { limits } from '../lib/options.js';
import { HistoryPanel } from './history-panel.js';
import styles from './image-generator.module.css';
import { ScriptTab, type ScriptTabProps } from './script-tab.js';
import { SingleTab } from './single-tab.js';
import { Toast } from './toast.js';

imageGeneratorCatalogue.register();

type Tab = 'single' | 'script';

/** /dashboard/gerador-imagens: single image and script tabs, with the history panel beside them. */
export function ImageGeneratorPage({ delays }: { readonly delays?: ScriptTabProps['delays'] }) {
  const t = useImageT();
  const key = useQuery(keyQuery());
  const availability = useGeneratorAvailability();
  // A script sent by the script generator opens the script tab with it (lib/script-handoff.ts).
  const [handoff] = useState(readScriptHandoff);
  const [tab, setTab] = useState<Tab>(handoff ? 'script' : 'single');
  useEffect(() => {
    if (handoff) clearScriptHandoff();
  }, [handoff]);
  const [toast, setToast] = useState<{ message: string; tone: 'success' | 'error' } | null>(null);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), limits.toastMs);
    return () => clearTimeout(timer);
  }, [toast]);

  const onToast = (message: string, tone: 'success' | 'error') => setToast({ message, tone });
  const apiKey = key.data ?? null;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.muted}>{t('description')}</p>
        </div>
        <span className={styles.keyBadge} data-state={apiKey ? 'active' : 'missing'} data-testid="key-badge">
          <KeyRound size={16} aria-hidden="true" />
          {key.isPending ? '…' : apiKey ? t('key.active') : t('key.missing')}
        </span>
      </header>
      {key.isError ? <Alert tone="error">{t('key.loadError')}</Alert> : null}
      {availability === 'available' ? null : (
        <div data-testid="generator-availability">
          <Alert tone="warning">
            {availability === 'coming_soon' ? t('availability.comingSoon') : t('availability.needsConfiguration')}
          </Alert>
        </div>
      )}
      <div className={styles.tabs} role="tablist">
        {(['single', 'script'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            className={styles.tab}
            onClick={() => setTab(value)}
          >
            {t(`tabs.${value}`)}
          </button>
        ))}
      </div>
      <div className={styles.layout}>
        <div role="tabpanel">
          {tab === 'single' ? (
            <SingleTab apiKey={apiKey} onToast={onToast} />
          ) : (
            <ScriptTab apiKey={apiKey} onToast={onToast} delays={delays} initial={handoff} />
          )}
        </div>
        <HistoryPanel mode={tab} onError={(m) => onToast(m, 'error')} />
      </div>
      <Toast message={toast?.message ?? null} tone={toast?.tone ?? 'success'} />
    </div>
  );
}

export default ImageGeneratorPage;
