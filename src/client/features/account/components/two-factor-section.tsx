// Account settings (PRODUCT 11.3): Two-factor sign-in.
import { SettingsSection } from './settings-section';

export function TwoFactorSection() {
  return <SettingsSection title="Two-factor sign-in">{null}</SettingsSection>;
}
