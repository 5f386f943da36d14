// The second step of /login as a chunk of its own (PRODUCT 11.7): most log-ins never see it, and
// its forms and schemas held the page's first screen (DECISIONS 69). Its code is fetched as the
// password is sent, and drawn with the answer that asks for it.
import { lazy, Suspense, type ComponentProps } from 'react';
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMessages } from '../../../lib/i18n';
import type { TwoFactorSignIn as Step } from './two-factor-sign-in';

const load = () => import('./two-factor-sign-in');
const TwoFactorSignIn = lazy(async () => ({ default: (await load()).TwoFactorSignIn }));

/** The step's place while its code arrives: its heading, its field and its button. */
function StepPlaceholder() {
  const m = useMessages(twoFactorCatalog);
  return (
    <div className="grid gap-5" role="status">
      <span className="sr-only">{m.loading}</span>
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-12 w-full rounded-full" />
    </div>
  );
}

function LazyStep(props: ComponentProps<typeof Step>) {
  return (
    <Suspense fallback={<StepPlaceholder />}>
      <TwoFactorSignIn {...props} />
    </Suspense>
  );
}

export const LazyTwoFactorSignIn = Object.assign(LazyStep, {
  // A failed fetch is tried again when the step is drawn.
  preload: () => void load().catch(() => undefined),
});
