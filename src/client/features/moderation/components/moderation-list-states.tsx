// The loading and empty looks shared by the moderation page's lists.
import { Inbox } from 'lucide-react';
import { Skeleton } from '../../../components/ui/skeleton';

export function ListLoading({ label }: { label: string }) {
  return (
    <div className="grid gap-3 px-6 pb-6 sm:px-8 sm:pb-8" role="status">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-40 w-full rounded-2xl" />
      ))}
    </div>
  );
}

export function ListEmpty({ text }: { text: string }) {
  return (
    <div className="mx-6 mb-6 sm:mx-8 sm:mb-8 flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-6 py-10 text-center text-muted-foreground">
      <Inbox className="size-8" aria-hidden="true" />
      <p className="font-semibold">{text}</p>
    </div>
  );
}
