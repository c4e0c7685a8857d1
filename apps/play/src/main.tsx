import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import { startEmbed } from './embed/bus.js';
import { startPlayerPwa } from './pwa/register.js';
import './styles.css';

// Embedded games have no page background of their own (set before the first paint).
if (window.location.pathname.startsWith('/game-embedder/')) {
  document.documentElement.classList.add('pd-embed');
  // Listen for the host page's handshake before anything else can miss it.
  startEmbed(window.location.pathname);
}

// The player pages' service worker and the kept install prompt (pwa/register.ts).
startPlayerPwa(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
