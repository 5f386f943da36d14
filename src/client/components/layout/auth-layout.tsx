// The frame of the account screens, which have no nav bar (PRODUCT 3): a way home, the logo, one card.
import { House } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { Button } from '../ui/button';
import { BrandMark } from './brand-mark';

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate flex flex-1 flex-col items-center px-4 pt-4 pb-12 sm:pt-6">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-hero-from to-transparent"
      />
      {/* Toasts on a phone start below this row, as below the nav bar elsewhere (DECISIONS 37). */}
      <div data-top-bar="" className="flex w-full max-w-md items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm">
          <Link href={paths.home}>
            <House aria-hidden="true" />
            Home
          </Link>
        </Button>
        <BrandMark compact />
      </div>
      <div className="mt-8 w-full max-w-md sm:mt-12">{children}</div>
    </div>
  );
}
