import { Component, type ReactNode } from 'react';
import { Alert } from '../components/alert.js';
import { Button } from '../components/button.js';
import { i18n } from '../i18n/index.js';

interface State {
  readonly failed: boolean;
}

/**
 * Catches render failures and lazy chunks that fail to load (e.g. after a deploy replaced them) and offers a
 * reload instead of a blank page.
 */
export class ErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container" style={{ padding: '4rem 1rem', maxWidth: 560 }}>
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
              {i18n.t('common.retry')}
            </Button>
          }
        >
          {i18n.t('common.pageError')}
        </Alert>
      </div>
    );
  }
}
