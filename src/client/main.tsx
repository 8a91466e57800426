import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import './lib/i18n';
import './lib/zod-config';
import { initTheme } from './lib/theme';
import { App } from './app/App';

initTheme();

// The service worker's code is not part of the first download: it registers once the page has loaded.
window.addEventListener('load', () => void import('./app/pwa/register-worker').then((m) => m.registerWorker()), { once: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
