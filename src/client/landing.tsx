import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import './lib/i18n';
import './lib/zod-config';
import { initTheme } from './lib/theme';
import { LandingApp } from './app/LandingApp';

initTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LandingApp />
  </StrictMode>,
);
