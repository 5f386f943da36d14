// The card a campaign form sits in, on the create and edit screens alike.
import type { ReactNode } from 'react';
import { Card, CardContent } from '../ui/card';

export function CampaignFormCard({ children }: { children: ReactNode }) {
  return (
    <Card>
      <CardContent className="pt-6 sm:pt-8">{children}</CardContent>
    </Card>
  );
}
