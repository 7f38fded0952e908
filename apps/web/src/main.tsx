// Mantine's global layers only: each component's stylesheet comes with its code (build/mantine-css.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/global.css';
import { i18nReady } from './shared/i18n';
import { progress } from './shared/progress';
import { captureAttribution } from './shared/tracking/attribution';
import { getTraceId } from './shared/tracking/trace';

// Before anything else: attribution from the landing address and the visitor's trace id.
captureAttribution();
getTraceId();
progress.start();

// A Chinese visitor's first render waits for the Chinese dictionary (English ships with the app).
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
