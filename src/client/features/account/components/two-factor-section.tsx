// Account settings (PRODUCT 11.7): the frame of two-factor sign-in. The page puts the two-factor
// feature's settings in it, since client features do not import each other.
import type { ReactNode } from 'react';
import { TWO_FACTOR_MESSAGES } from '../../../../contract/two-factor-messages';
import { SettingsSection } from './settings-section';

export function TwoFactorSection({ children }: { children: ReactNode }) {
  return (
    <SettingsSection
      title="Two-factor sign-in"
      description={TWO_FACTOR_MESSAGES.sectionDescription}
    >
      {children}
    </SettingsSection>
  );
}
