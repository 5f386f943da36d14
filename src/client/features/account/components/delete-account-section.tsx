// Account settings (PRODUCT 11.3): Delete my account.
import { SettingsSection } from './settings-section';

export function DeleteAccountSection() {
  return <SettingsSection title="Delete my account">{null}</SettingsSection>;
}
