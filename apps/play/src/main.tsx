import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';
import './styles.css';

// Embedded games have no page background of their own (set before the first paint).
if (window.location.pathname.startsWith('/game-embedder/')) {
  document.documentElement.classList.add('pd-embed');
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
