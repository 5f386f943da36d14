// What a screen shows when its data could not load, with a way to try again.
import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useMessages } from '../../lib/i18n';
import { Button } from './button';
import { uiCatalog } from './ui-messages';

export function ErrorPanel({
  title,
  text,
  onRetry,
  retrying = false,
  className,
}: {
  title: ReactNode;
  text?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}) {
  const words = useMessages(uiCatalog);
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-card border border-destructive/30 bg-destructive/5 px-6 py-8 text-center',
        className,
      )}
    >
      <CircleAlert className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-display text-lg font-bold">{title}</p>
      {text ? <p className="max-w-prose text-sm text-muted-foreground">{text}</p> : null}
      {onRetry ? (
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw className={cn(retrying && 'animate-spin')} aria-hidden="true" />
          {words.tryAgain}
        </Button>
      ) : null}
    </div>
  );
}
