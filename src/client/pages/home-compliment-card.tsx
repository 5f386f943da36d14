// The compliment card as the home page shows it, with its Share menu and its Report action: a chunk
// of its own, fetched with the first click on Get a Compliment, so none of it (the thank, the
// report, the share targets) weighs on the first screen (DECISIONS 17, 69).
import type { ComponentProps } from 'react';
import { ComplimentCard } from '../features/compliments/components/compliment-card';
import { ReportComplimentButton } from '../features/moderation/components/report-compliment-button';
import { LazyShareMenu } from '../features/sharing/components/lazy-share-menu';

export function HomeComplimentCard(
  props: Omit<ComponentProps<typeof ComplimentCard>, 'renderShare' | 'renderReport'>,
) {
  return (
    <ComplimentCard
      {...props}
      renderShare={(share) => <LazyShareMenu {...share} />}
      renderReport={(report) => <ReportComplimentButton {...report} />}
    />
  );
}
