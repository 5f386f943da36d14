// The account actions of the users table (PRODUCT 8, 11.7): each one's icon button in the row and
// the texts of the dialog it opens, defined once for both.
import { LogOut, ShieldOff, UserRoundX, type LucideIcon } from 'lucide-react';
import type { AdminUser } from '../../../../contract/admin';
import { accountDeletionCatalog } from '../../../../contract/account-deletion-messages';
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { Button } from '../../../components/ui/button';
import { t, useMessages } from '../../../lib/i18n';
import { adminUsersCatalog } from '../admin-users-messages';

export type UserAccountAction = 'end-sessions' | 'reset-two-factor' | 'anonymise';

interface UserAccountActionTexts {
  /** The button's label, in the row (as its tooltip) and in the dialog. */
  label: string;
  /** The row button's accessible name, which says whose account it acts on. */
  nameFor: (username: string) => string;
  icon: LucideIcon;
  title: string;
  description: string;
}

/** Each action's texts in the page's language. */
export function useUserAccountActions(): Record<UserAccountAction, UserAccountActionTexts> {
  const m = useMessages(adminUsersCatalog);
  const deletion = useMessages(accountDeletionCatalog);
  const twoFactor = useMessages(twoFactorCatalog);
  return {
    'end-sessions': {
      label: deletion.endSessions,
      nameFor: (username) => t(m.endSessionsOf, { name: username }),
      icon: LogOut,
      title: deletion.endSessionsTitle,
      description: deletion.endSessionsDescription,
    },
    'reset-two-factor': {
      label: twoFactor.reset,
      nameFor: (username) => t(m.resetTwoFactorOf, { name: username }),
      icon: ShieldOff,
      title: twoFactor.resetTitle,
      description: twoFactor.resetDescription,
    },
    anonymise: {
      label: deletion.anonymise,
      nameFor: (username) => t(m.anonymiseName, { name: username }),
      icon: UserRoundX,
      title: deletion.anonymiseTitle,
      description: deletion.anonymiseDescription,
    },
  };
}

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
  const { label, nameFor, icon: Icon } = useUserAccountActions()[action];
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
