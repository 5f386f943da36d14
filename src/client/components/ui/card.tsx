// Rounded surface cards: the main building block of every screen.
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'rounded-card border border-border bg-card text-card-foreground shadow-soft',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col gap-1.5 p-6 pb-4 sm:p-8 sm:pb-4', className)} {...props} />
  );
}

/** The card's heading; pass `as="h1"` when the card is the page's main content. */
export function CardTitle({
  className,
  as: Heading = 'h2',
  ...props
}: ComponentProps<'h2'> & { as?: 'h1' | 'h2' | 'h3' }) {
  return (
    <Heading
      className={cn('text-2xl leading-tight font-bold text-card-foreground', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-6 pb-6 sm:px-8 sm:pb-8', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-wrap items-center gap-3 px-6 pb-6 sm:px-8 sm:pb-8', className)}
      {...props}
    />
  );
}

/**
 * A card headed by its title and description, then its content; `after` is what the card keeps
 * mounted beside its content, such as the dialogs its list opens.
 */
export function TitledCard({
  title,
  description,
  contentClassName,
  after,
  children,
}: {
  title: string;
  description: ReactNode;
  contentClassName?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
      {after}
    </Card>
  );
}
