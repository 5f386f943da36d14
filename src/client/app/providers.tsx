// Everything the app needs around it: the query client and the toast area.
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useToast } from '../hooks/use-toast';
import { onFirstInteraction } from '../lib/first-interaction';
import { createQueryClient } from '../lib/query-client';

const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster')).Toaster }));

/**
 * The toast area's code (Radix Toast) is not needed to draw the first screen: it loads with the
 * visitor's first interaction, which comes before nearly every toast, or at once when a toast is
 * shown before any.
 */
function DeferredToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    return onFirstInteraction(() => setWanted(true));
  }, [wanted]);
  if (!wanted && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
