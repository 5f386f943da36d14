// The account actions of the users table (PRODUCT 8, 11.7): each one's icon button in the row and
// the texts of the dialog it opens, defined once for both.
import { LogOut, ShieldOff, UserRoundX, type LucideIcon } from 'lucide-react';
import type { AdminUser } from '../../../../contract/admin';
import { ACCOUNT_DELETION_MESSAGES } from '../../../../contract/account-deletion-messages';
import { TWO_FACTOR_MESSAGES } from '../../../../contract/two-factor-messages';
import { Button } from '../../../components/ui/button';

export type UserAccountAction = 'end-sessions' | 'reset-two-factor' | 'anonymise';

export const USER_ACCOUNT_ACTIONS: Record<
  UserAccountAction,
  {
    /** The button's label, in the row (as its tooltip) and in the dialog. */
    label: string;
    /** The row button's accessible name, which says whose account it acts on. */
    nameFor: (username: string) => string;
    icon: LucideIcon;
    title: string;
    description: string;
  }
> = {
  'end-sessions': {
    label: ACCOUNT_DELETION_MESSAGES.endSessions,
    nameFor: (username) => `End every session of ${username}`,
    icon: LogOut,
    title: ACCOUNT_DELETION_MESSAGES.endSessionsTitle,
    description: ACCOUNT_DELETION_MESSAGES.endSessionsDescription,
  },
  'reset-two-factor': {
    label: TWO_FACTOR_MESSAGES.reset,
    nameFor: (username) => `Reset two-factor sign-in of ${username}`,
    icon: ShieldOff,
    title: TWO_FACTOR_MESSAGES.resetTitle,
    description: TWO_FACTOR_MESSAGES.resetDescription,
  },
  anonymise: {
    label: ACCOUNT_DELETION_MESSAGES.anonymise,
    nameFor: (username) => `Anonymise ${username}`,
    icon: UserRoundX,
    title: ACCOUNT_DELETION_MESSAGES.anonymiseTitle,
    description: ACCOUNT_DELETION_MESSAGES.anonymiseDescription,
  },
};

/** An icon with its label as the tooltip: labelled buttons would not fit the row. */
export function UserAccountActionButton({
  user,
  action,
  onAsk,
}: {
  user: AdminUser;
  action: UserAccountAction;
  onAsk: (user: AdminUser, action: UserAccountAction) => void;
}) {
  const { label, nameFor, icon: Icon } = USER_ACCOUNT_ACTIONS[action];
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => onAsk(user, action)}
      aria-label={nameFor(user.username)}
      title={label}
    >
      <Icon aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </Button>
  );
}
