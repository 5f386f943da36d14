// How karma is earned (PRODUCT 14, shown to members on the profile), from the same numbers the server awards.
import { Heart, HeartHandshake, PenLine } from 'lucide-react';
import { KARMA } from '../../../../contract/constants';

const WAYS = [
  {
    icon: PenLine,
    points: KARMA.submission,
    text: `for each compliment you share (your first ${KARMA.submissionsRewardedPerDay} each day)`,
  },
  { icon: Heart, points: KARMA.thankReceived, text: 'when someone thanks you for your compliment' },
  { icon: HeartHandshake, points: KARMA.thankGiven, text: 'for each author you thank' },
] as const;

export function KarmaGuide() {
  return (
    <div className="grid gap-2">
      <h2 className="text-sm font-semibold text-foreground">How karma is earned</h2>
      <ul className="grid gap-2 sm:grid-cols-3">
        {WAYS.map(({ icon: Icon, points, text }) => (
          <li
            key={text}
            className="flex items-start gap-3 rounded-2xl border border-border bg-card/70 p-3 text-sm"
          >
            <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              <span className="font-bold text-primary">+{points}</span>{' '}
              <span className="text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
