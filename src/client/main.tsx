// The client's entry point: styles, then the app mounted into index.html's #root. In a language
// other than English the frame's texts (every catalog the entry's modules define) are fetched
// first, so it draws once, in that language.
// First, before any module that may load zod later (lib/zod-without-eval.ts says why).
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { pageDirection, pageLocale, preloadDefinedMessages } from './lib/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const mount = root;

// The server writes the direction with the language; a page without it still reads the right way.
if (!document.documentElement.dir) document.documentElement.dir = pageDirection;

function draw() {
  createRoot(mount).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

if (pageLocale === 'en') draw();
else void preloadDefinedMessages().then(draw);

// The service worker registers from a chunk of its own a few seconds after the page has loaded
// (DECISIONS 75): its install fetches the whole shell, which would otherwise compete with the
// page's own work while it becomes usable.
const REGISTER_AFTER_LOAD_MS = 3_000;
if (import.meta.env.PROD)
  addEventListener('load', () =>
    setTimeout(() => void import('./pwa/register'), REGISTER_AFTER_LOAD_MS),
  );
