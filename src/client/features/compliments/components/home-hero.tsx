// The home page's opening: the product's name, its promise, and room for the compliment actions.
import { Heart, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { site } from '../../../config/site';
import { useMessages } from '../../../lib/i18n';
import { complimentsCatalog } from '../compliments-messages';

export function HomeHero({ children }: { children?: ReactNode }) {
  const text = useMessages(complimentsCatalog);
  return (
    <section
      aria-labelledby="home-hero-heading"
      className="relative isolate overflow-hidden rounded-[2rem] border border-border/70 bg-gradient-to-br from-hero-from via-background to-hero-to px-4 py-14 text-center shadow-soft sm:px-10 sm:py-20"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,var(--glow),transparent_60%)] rtl:bg-[radial-gradient(ellipse_at_top_right,var(--glow),transparent_60%)]" />
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_bottom_right,var(--accent),transparent_55%)] rtl:bg-[radial-gradient(ellipse_at_bottom_left,var(--accent),transparent_55%)]" />
        <Heart className="absolute end-[12%] top-8 size-6 rotate-12 fill-primary/20 text-primary/30" />
        <Sparkles className="absolute start-[10%] bottom-10 hidden size-7 text-primary/30 sm:block" />
        <Heart className="absolute end-[22%] bottom-16 hidden size-4 -rotate-12 fill-primary/25 text-primary/30 sm:block" />
      </div>

      <p className="mx-auto inline-flex items-center gap-1.5 rounded-full border border-primary/20 bg-card/80 px-3 py-1 text-xs font-semibold text-primary shadow-xs">
        <Sparkles className="size-3.5" aria-hidden="true" />
        {text.heroBadge}
      </p>
      <h1
        id="home-hero-heading"
        className="mt-5 text-5xl font-extrabold text-foreground sm:text-6xl"
      >
        {site.name}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground sm:text-xl">
        {text.heroText}
      </p>
      {children ? <div className="mx-auto mt-8 max-w-3xl">{children}</div> : null}
    </section>
  );
}
