// The two things the installable app asks of the reader (PRODUCT 30), drawn in a small root of
// their own at the foot of the screen, so no page carries their code: "A new version is ready"
// with Refresh, and the invitation to install at a kind moment.
import { Download, RefreshCw, X } from 'lucide-react';
import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '../components/ui/button';
import { site } from '../config/site';
import { t, useMessages } from '../lib/i18n';
import { declineInvitation, install } from './install-prompt';
import { pwaCatalog } from './pwa-messages';

interface Prompts {
  /** Set while a new version waits: what Refresh does. */
  refresh: (() => void) | null;
  invite: boolean;
}

let prompts: Prompts = { refresh: null, invite: false };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const current = () => prompts;
let mounted = false;

function update(change: Partial<Prompts>) {
  prompts = { ...prompts, ...change };
  for (const listener of listeners) listener();
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <Suspense fallback={null}>
      <PromptArea />
    </Suspense>,
  );
}

export const showUpdatePrompt = (refresh: () => void) => update({ refresh });
export const showInstallInvitation = () => update({ invite: true });

function PromptCard({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section
      aria-label={label}
      className="pointer-events-auto flex items-center gap-3 rounded-card border border-border bg-card p-3 text-card-foreground shadow-lifted"
    >
      {children}
    </section>
  );
}

function UpdatePrompt({ refresh }: { refresh: () => void }) {
  const text = useMessages(pwaCatalog);
  return (
    <PromptCard label={text.updateReady}>
      <RefreshCw aria-hidden="true" className="ms-1 size-5 shrink-0 text-primary" />
      <p role="status" className="flex-1 text-sm font-semibold">
        {text.updateReady}
      </p>
      <Button size="sm" onClick={refresh}>
        {text.refresh}
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label={text.notNow}
        onClick={() => update({ refresh: null })}
      >
        <X aria-hidden="true" />
      </Button>
    </PromptCard>
  );
}

function InstallInvitation() {
  const text = useMessages(pwaCatalog);
  const title = t(text.installTitle, { site: site.name });
  const close = () => update({ invite: false });
  return (
    <PromptCard label={title}>
      <img src="/icon-192.png" alt="" width={40} height={40} className="size-10 rounded-xl" />
      <div className="grid flex-1 gap-0.5">
        <p className="text-sm font-bold">{title}</p>
        <p className="text-xs text-muted-foreground">{text.installText}</p>
      </div>
      <div className="flex flex-col gap-1 sm:flex-row">
        <Button
          size="sm"
          onClick={() => {
            close();
            void install();
          }}
        >
          <Download aria-hidden="true" />
          {text.install}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            declineInvitation();
            close();
          }}
        >
          {text.notNow}
        </Button>
      </div>
    </PromptCard>
  );
}

function PromptArea() {
  const { refresh, invite } = useSyncExternalStore(subscribe, current, current);
  if (!refresh && !invite) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--ad-footer-height)+1rem)] z-40 mx-auto grid w-[calc(100%-2rem)] max-w-md gap-2">
      {refresh ? <UpdatePrompt refresh={refresh} /> : null}
      {invite ? <InstallInvitation /> : null}
    </div>
  );
}
