// Share a Compliment, loaded when it comes near the screen: its form library and the shared schema
// are not needed to show the first compliment.
import { lazy, Suspense, type ComponentProps } from 'react';
import { useNearViewport } from '../../../hooks/use-near-viewport';

const ShareComplimentForm = lazy(async () => ({
  default: (await import('./share-compliment-form')).ShareComplimentForm,
}));

/**
 * Holds the form's place at its usual size, so nothing below it moves when it arrives. It is not
 * a loading state (nothing loads until the visitor comes near), so it does not pulse.
 */
function FormPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="grid min-h-[28rem] content-start gap-4 rounded-card border border-border bg-card p-6 shadow-soft sm:min-h-[23.5rem] sm:p-8"
    >
      <div className="h-10 w-64 max-w-full rounded-lg bg-muted" />
      <div className="h-4 w-full rounded-lg bg-muted" />
      <div className="h-28 w-full rounded-xl bg-muted" />
    </div>
  );
}

export function LazyShareComplimentForm({
  ready = true,
  ...props
}: ComponentProps<typeof ShareComplimentForm> & {
  /** False holds the form back (the home page's first compliment comes first). */
  ready?: boolean;
}) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref}>
      {near && ready ? (
        <Suspense fallback={<FormPlaceholder />}>
          <ShareComplimentForm {...props} />
        </Suspense>
      ) : (
        <FormPlaceholder />
      )}
    </div>
  );
}
