// /admin-login for an admin whose session was opened with the password alone where admins need two
// factors (PRODUCT 11.7): confirm the factor the account has, or set one up, before the admin
// screens answer. `alternative` is another way to confirm (a passkey), composed by the page.
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { useMessages } from '../../../lib/i18n';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useConfirmSecondFactor } from '../api/confirm-second-factor';
import { CodeStepForm } from './code-step-form';
import { TwoFactorEnrolment } from './two-factor-enrolment';

export interface AdminSecondFactorStepProps {
  due: 'setup' | 'confirm';
  onConfirmed: () => void;
  alternative?: ReactNode;
}

export function AdminSecondFactorStep({
  due,
  onConfirmed,
  alternative,
}: AdminSecondFactorStepProps) {
  const m = useMessages(twoFactorCatalog);
  const queryClient = useQueryClient();
  const confirm = useConfirmSecondFactor();
  const setUp = due === 'setup';

  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <h2 className="font-display text-lg font-bold">{setUp ? m.enrolTitle : m.confirmTitle}</h2>
        <p className="text-sm text-muted-foreground">
          {setUp ? m.setupForAdminHelp : m.confirmHelp}
        </p>
      </div>
      {setUp ? (
        <TwoFactorEnrolment
          enrolling={false}
          onFinished={() => {
            void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.isAdmin }).then(onConfirmed);
          }}
        />
      ) : (
        <CodeStepForm
          allowRecovery
          pending={confirm.isPending}
          onSubmit={(body, onError) =>
            confirm.mutate(body, { onSuccess: () => onConfirmed(), onError })
          }
        />
      )}
      {alternative}
    </div>
  );
}
