// The hero's action area: the Get a Compliment button, then the compliment, or a friendly note when there is none.
import { Feather, Sparkles } from 'lucide-react';
import { useEffect, useRef, type ComponentType } from 'react';
import type { RandomCompliment } from '../../../../contract/compliments';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { uiCatalog } from '../../../components/ui/ui-messages';
import { useMessages } from '../../../lib/i18n';
import { complimentsCatalog } from '../compliments-messages';
import type { ComplimentPicker } from '../hooks/use-compliment-picker';

/** The card the page draws a compliment with. */
export type StageCard = ComponentType<{
  compliment: RandomCompliment;
  isGuest: boolean;
  onNewCompliment: () => void;
  fetching: boolean;
}>;

export function ComplimentStage({
  picker,
  isGuest,
  Card,
}: {
  picker: ComplimentPicker;
  isGuest: boolean;
  /** Undefined while the card's code is not in (the page fetches it with the first click). */
  Card: StageCard | undefined;
}) {
  const { compliment, isFetching, pick } = picker;
  const stage = useRef<HTMLDivElement>(null);
  // Get a Compliment (or Try Again) disappears once the card arrives; a keyboard user's focus then
  // moves on to the card's first action instead of falling back to the top of the page.
  const focusCard = useRef(false);
  const onPick = () => {
    focusCard.current = !compliment && !!stage.current?.contains(document.activeElement);
    void pick();
  };
  useEffect(() => {
    if (!focusCard.current || compliment === undefined) return;
    focusCard.current = false;
    stage.current?.querySelector<HTMLElement>('button:enabled, a[href]')?.focus();
  }, [compliment]);

  return (
    <div ref={stage} className="contents">
      <StageContent
        compliment={compliment}
        isFetching={isFetching}
        isGuest={isGuest}
        onPick={onPick}
        Card={Card}
      />
    </div>
  );
}

function GetComplimentButton({ busy, onPick }: { busy: boolean; onPick: () => void }) {
  const text = useMessages(complimentsCatalog);
  return (
    <Button size="lg" onClick={onPick} disabled={busy} className="min-w-56 shadow-lifted">
      {busy ? <Spinner /> : <Sparkles aria-hidden="true" />}
      {text.getCompliment}
    </Button>
  );
}

function StageContent({
  compliment,
  isFetching,
  isGuest,
  onPick,
  Card,
}: {
  compliment: ComplimentPicker['compliment'];
  isFetching: boolean;
  isGuest: boolean;
  onPick: () => void;
  Card: StageCard | undefined;
}) {
  const text = useMessages(complimentsCatalog);
  const ui = useMessages(uiCatalog);
  if (compliment === undefined) return <GetComplimentButton busy={isFetching} onPick={onPick} />;

  if (compliment === null) {
    return (
      <div
        role="status"
        className="grid justify-items-center gap-3 rounded-card border border-dashed border-primary/30 bg-card/80 px-6 py-8"
      >
        <Feather className="size-8 text-primary" aria-hidden="true" />
        <p className="font-display text-lg font-bold">{text.noneToHand}</p>
        <p className="max-w-md text-sm text-muted-foreground">{text.jarEmpty}</p>
        <Button variant="outline" onClick={onPick} disabled={isFetching}>
          {isFetching ? <Spinner /> : <Sparkles aria-hidden="true" />}
          {ui.tryAgain}
        </Button>
      </div>
    );
  }

  // The card's code could not be loaded (a dropped connection): the next click tries again.
  if (!Card) return <GetComplimentButton busy={isFetching} onPick={onPick} />;
  return (
    // Not keyed by id: the card stays mounted, so focus stays on New Compliment for keyboard users.
    <Card
      compliment={compliment}
      isGuest={isGuest}
      onNewCompliment={onPick}
      fetching={isFetching}
    />
  );
}
