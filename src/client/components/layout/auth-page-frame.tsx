// The frame of the account screens, which have no nav bar (PRODUCT 3): a way home, the logo, and
// one card with the page's heading, its form, and the way to the neighbouring account screen.
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useMessages } from '../../lib/i18n';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../ui/card';
import { BrandMark } from './brand-mark';
import { HomeLinkButton } from './home-link-button';
import { LanguageMenu } from './language-menu';
import { layoutCatalog } from './layout-messages';

/** A question with the link that answers it (log in, register), or the way back to /login. */
export type AuthPageFooter = { question: string; linkText: string; href: string } | 'back-to-login';

export function AuthPageFrame({
  title,
  description,
  icon: Icon,
  footer,
  children,
}: {
  title: string;
  description: string;
  /** A badge above the heading, for the screens that are not the member's own. */
  icon?: LucideIcon;
  footer?: AuthPageFooter;
  children: ReactNode;
}) {
  const text = useMessages(layoutCatalog);
  return (
    <div className="relative isolate flex flex-1 flex-col items-center px-4 pt-4 pb-12 sm:pt-6">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-hero-from to-transparent"
      />
      {/* Toasts on a phone start below this row, as below the nav bar elsewhere (DECISIONS 37). */}
      <div data-top-bar="" className="flex w-full max-w-md items-center justify-between gap-3">
        <HomeLinkButton />
        <div className="flex items-center gap-1">
          <BrandMark compact />
          <LanguageMenu />
        </div>
      </div>
      <div className="mt-8 w-full max-w-md sm:mt-12">
        <Card>
          <CardHeader>
            {Icon ? (
              <span
                aria-hidden="true"
                className="mb-2 inline-flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
              >
                <Icon className="size-5" />
              </span>
            ) : null}
            <CardTitle as="h1">{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer ? (
            <CardFooter
              className={cn(
                'justify-center border-t border-border pt-6 text-sm sm:pt-6',
                footer !== 'back-to-login' && 'text-muted-foreground',
              )}
            >
              {footer === 'back-to-login' ? (
                <Link
                  href={paths.login}
                  className="inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
                >
                  <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                  {text.backToLogin}
                </Link>
              ) : (
                <>
                  {footer.question}
                  <Link
                    href={footer.href}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {footer.linkText}
                  </Link>
                </>
              )}
            </CardFooter>
          ) : null}
        </Card>
      </div>
    </div>
  );
}
