// /gift (SPEC §2): the home of the random promotion ("special compliment gift").
import { Gift, House } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../hooks/use-document-title';

export function GiftPage() {
  useDocumentTitle('Your gift');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 pt-8 text-center sm:pt-10">
          <span
            aria-hidden="true"
            className="inline-flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground"
          >
            <Gift className="size-7" />
          </span>
          <h1 className="text-3xl font-extrabold">A special compliment gift</h1>
          <p className="max-w-md text-muted-foreground">
            Offers from our partners are shown here, picked for your region.
          </p>
          <Button asChild variant="outline">
            <Link href={paths.home}>
              <House aria-hidden="true" />
              Home
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
