// Account settings (PRODUCT 11.3): Change email.
import { SettingsSection } from './settings-section';

export function EmailSection() {
  return <SettingsSection title="Change email">{null}</SettingsSection>;
}
