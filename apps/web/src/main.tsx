import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dropzone/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { progress } from './shared/progress';
import { captureAttribution } from './shared/tracking/attribution';
import { getTraceId } from './shared/tracking/trace';

// Before anything else: attribution from the landing address and the visitor's trace id.
captureAttribution();
getTraceId();
progress.start();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
