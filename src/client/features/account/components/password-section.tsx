// Account settings (PRODUCT 11.3): Change password.
import { SettingsSection } from './settings-section';

export function PasswordSection() {
  return <SettingsSection title="Change password">{null}</SettingsSection>;
}
