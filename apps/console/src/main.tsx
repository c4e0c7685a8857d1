import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { keepInstallPrompt, registerServiceWorker } from './app/pwa';
import { adoptStyleNonce } from './app/style-nonce';
import { createAppRouter } from './app/router';
import { session } from './session/session';
import './styles.css';

adoptStyleNonce();
registerServiceWorker();
keepInstallPrompt();

// The encrypted session is read back before the first route's guard runs.
await session.restore().catch(() => undefined);

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
