import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.js';
import { AppRoutes } from './app/router.js';
import { initI18n } from './i18n/index.js';
import './styles/tokens.css';
import './styles/base.css';

const container = document.getElementById('root');
if (container) {
  void initI18n().finally(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProvider>
          <AppRoutes />
        </AppProvider>
      </StrictMode>,
    );
  });
}
