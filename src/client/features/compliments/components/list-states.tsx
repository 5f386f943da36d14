// The loading, failure and empty looks shared by the profile's compliment lists.
import type { LucideIcon } from 'lucide-react';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { Skeleton } from '../../../components/ui/skeleton';

export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-3" role="status">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-24 w-full rounded-2xl" />
      ))}
    </div>
  );
}

export function ListError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  return <ErrorPanel title={title} text={error.message} onRetry={onRetry} retrying={retrying} />;
}

export function ListEmpty({ icon: Icon, text }: { icon: LucideIcon; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-6 py-10 text-center text-muted-foreground">
      <Icon className="size-8" aria-hidden="true" />
      <p>{text}</p>
    </div>
  );
}
