// One titled card of the account settings page.
import {
  lazy,
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

/**
 * Whether the card's content is drawn: at once for a card on the first screen, a task later for one
 * below it. Drawn all at once, the page's nine cards made one long task that held the phone's main
 * thread (Total Blocking Time); each card below the first screen is now a short task of its own,
 * out of sight, so nothing on screen moves (DECISIONS 69).
 */
function useDrawnSoon(card: RefObject<HTMLDivElement | null>): boolean {
  const [drawn, setDrawn] = useState(false);
  useLayoutEffect(() => {
    if (drawn) return;
    let cancelled = false;
    const draw = () => {
      if (!cancelled) setDrawn(true);
    };
    const onScreen = (card.current?.getBoundingClientRect().top ?? 0) < window.innerHeight;
    // On screen: before the browser paints the placeholder (a microtask); below it: a later task.
    if (onScreen) queueMicrotask(draw);
    const timer = onScreen ? undefined : setTimeout(draw, 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [card, drawn]);
  return drawn;
}

/**
 * lazy() for a card's content. The code of several cards tends to arrive in one task (they wait for
 * the same shared chunks, zod and the dialogs'), and drawn in one render they made one long task
 * again: each card's content is drawn in a task of its own, as useDrawnSoon does for the cards.
 */
export function lazyCardContent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => {
    const Content = await load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { default: Content };
  });
}

/** The content's place until it is drawn, or while its code arrives. */
function Placeholder() {
  return <Skeleton className="h-24 w-full" />;
}

/**
 * Content that is a chunk of its own (lazy) is fetched when the card first draws it, and the
 * placeholder stays until it is in: the title and description stand where they will stay, and the
 * first screen waits for none of that code (DECISIONS 69).
 */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const card = useRef<HTMLDivElement>(null);
  const drawn = useDrawnSoon(card);
  return (
    <Card ref={card}>
      <CardHeader>
        <CardTitle className="text-xl">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {drawn ? <Suspense fallback={<Placeholder />}>{children}</Suspense> : <Placeholder />}
      </CardContent>
    </Card>
  );
}
