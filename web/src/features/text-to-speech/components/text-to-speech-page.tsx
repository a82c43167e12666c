import { AudioLines, History } from 'lucide-react';
import { useState } from 'react';
import { cx } from '../../../components/cx.js';
import { textToSpeechCatalogue, useTtsT } from '../i18n/register.js';
import { GenerateTab } from './generate-tab.js';
import { HistoryTab } from './history-tab.js';
import styles from './text-to-speech.module.css';

// The tool's catalogs travel with this lazily loaded module.
textToSpeechCatalogue.register();

type Tab = 'generate' | 'history';

/** /dashboard/texto-para-fala: the Generate and History tabs (docs/product.md#text-to-speech). */
export default function TextToSpeechPage() {
  const t = useTtsT();
  const [tab, setTab] = useState<Tab>('generate');
  const tabs: { id: Tab; label: string; icon: typeof AudioLines }[] = [
    { id: 'generate', label: t('tabs.generate'), icon: AudioLines },
    { id: 'history', label: t('tabs.history'), icon: History },
  ];
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.description}>{t('description')}</p>
      </header>
      <div role="tablist" aria-label={t('tabs.label')} className={styles.tabs}>
        {tabs.map(({ id, label, icon: Icon }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tts-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`tts-panel-${id}`}
            className={cx(styles.tab, tab === id && styles.tabSelected)}
            onClick={() => setTab(id)}
          >
            <Icon size={16} aria-hidden="true" />
            {label}
          </button>
        ))}
      </div>
      {/* The Generate tab stays mounted (its text and audio survive a look at the history); History loads on opening. */}
      <div role="tabpanel" id="tts-panel-generate" aria-labelledby="tts-tab-generate" hidden={tab !== 'generate'}>
        <GenerateTab />
      </div>
      {tab === 'history' ? (
        <div role="tabpanel" id="tts-panel-history" aria-labelledby="tts-tab-history">
          <HistoryTab />
        </div>
      ) : null}
    </>
  );
}
