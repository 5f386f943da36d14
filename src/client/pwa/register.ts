// The service worker's registration (PRODUCT 30, DECISIONS 75), in production builds only. main.tsx
// loads this module once the page has loaded, and it registers when the browser is idle, so the
// first screen never waits for it. A new version that waits is offered with Refresh, and every open
// page reloads onto it once it takes over, so no page runs on files its worker no longer keeps.
import { onlineManager } from '@tanstack/react-query';
import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_PATH, SUBMIT_SHORTCUT_QUERY } from '../../contract/web-app';
import { ANALYTICS_EVENT, type AnalyticsDetail } from '../lib/analytics';
import { answerOffline } from '../lib/api-client';
import { pageLocale } from '../lib/i18n';
import { KIND_MOMENT_EVENT } from '../lib/kind-moment';
import { countVisit, markInvited, mayInvite } from './install-prompt';
import { keepInWorker, offlineResponse } from './offline';

/** A long-lived page looks for a new version this often (the browser also looks on each visit). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** A kind moment's invitation comes a little after it, once the thanks or badge has been seen. */
const INVITATION_DELAY_MS = 1500;

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;

const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve, 1000);
  });

let reloading = false;
function reloadOnce() {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/** The files this page loaded before a worker controlled it, for the worker to keep. */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter(
      (url) =>
        url.origin === window.location.origin && /^\/(assets|media|images)\//.test(url.pathname),
    )
    .map((url) => url.pathname + url.search);
}

/** The "Share a Compliment" shortcut opens `/?submit`: its form is brought into view. */
function openShortcut() {
  const query = new URLSearchParams(window.location.search);
  if (window.location.pathname !== '/' || !query.has(SUBMIT_SHORTCUT_QUERY)) return;
  const deadline = Date.now() + 10_000;
  const look = () => {
    const form = document.getElementById('share-compliment');
    const field = form?.querySelector('textarea');
    if (form && field) {
      form.scrollIntoView({ block: 'center' });
      field.focus({ preventScroll: true });
    } else if (Date.now() < deadline) requestAnimationFrame(look);
  };
  look();
}

/**
 * A kind moment: a thank given (its analytics event, DECISIONS 11) or a badge celebrated
 * (member-celebrations.tsx).
 */
function inviteAtKindMoments() {
  const invite = () => {
    if (!mayInvite()) return;
    markInvited();
    setTimeout(() => {
      void import('./pwa-prompts').then((prompts) => prompts.showInstallInvitation());
    }, INVITATION_DELAY_MS);
  };
  window.addEventListener(KIND_MOMENT_EVENT, invite);
  window.addEventListener(ANALYTICS_EVENT, (event) => {
    if ((event as CustomEvent<AnalyticsDetail>).detail.name === 'compliment_thank') invite();
  });
}

async function start(): Promise<ServiceWorkerRegistration | undefined> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return undefined;
  countVisit();
  inviteAtKindMoments();
  openShortcut();
  await idle();
  const hadController = Boolean(navigator.serviceWorker.controller);
  const worker = new Workbox(SERVICE_WORKER_PATH);
  worker.addEventListener('waiting', () => {
    void import('./pwa-prompts').then((prompts) =>
      prompts.showUpdatePrompt(() => {
        // A page the old worker never controlled gets no controller change: it reloads once the
        // new worker is active.
        worker.addEventListener('activated', reloadOnce);
        worker.messageSkipWaiting();
      }),
    );
  });
  // Another page's Refresh, or this one's: the new worker took over.
  worker.addEventListener('controlling', () => {
    if (hadController) reloadOnce();
  });
  let registered: ServiceWorkerRegistration | undefined;
  try {
    registered = await worker.register({ immediate: true });
  } catch {
    // Refused (private modes, blocked by policy): the app works as it did without a worker.
    return undefined;
  }
  if (!registered) return undefined;
  setInterval(() => void worker.update().catch(() => undefined), UPDATE_CHECK_MS);
  keepInWorker(loadedFiles(), pageLocale);
  return registered;
}

/** Starts the registration once; later calls get the same answer. */
function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  registration ??= start();
  return registration;
}

/**
 * React Query holds queries and mutations back while the browser says it is offline; the API
 * client answers them then instead (a kept compliment, the offline message), so React Query hears
 * only that the network is back, for its refetch on reconnect.
 */
function answerWhileOffline() {
  answerOffline(offlineResponse);
  onlineManager.setEventListener((setOnline) => {
    const back = () => {
      setOnline(false);
      setOnline(true);
    };
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  });
}

// Loading this module is the start: main.tsx imports it once the page has loaded.
answerWhileOffline();
void registerServiceWorker();

/**
 * The registration with an active worker (for `pushManager.subscribe`), or undefined where there
 * is none: a development build, a browser without service workers, or a refused registration.
 */
export async function getServiceWorkerRegistration(): Promise<
  ServiceWorkerRegistration | undefined
> {
  if (!(await registerServiceWorker())) return undefined;
  return navigator.serviceWorker.ready;
}
