// Account settings (PRODUCT 11.7): the frame of two-factor sign-in. The page puts the two-factor
// feature's settings in it, since client features do not import each other.
import type { ReactNode } from 'react';
import { twoFactorCatalog } from '../../../../contract/two-factor-messages';
import { useMessages } from '../../../lib/i18n';
import { accountCatalog } from '../account-messages';
import { SettingsSection } from './settings-section';

export function TwoFactorSection({ children }: { children: ReactNode }) {
  const { twoFactorTitle } = useMessages(accountCatalog);
  const { sectionDescription } = useMessages(twoFactorCatalog);
  return (
    <SettingsSection title={twoFactorTitle} description={sectionDescription}>
      {children}
    </SettingsSection>
  );
}
