// Account settings (PRODUCT 11.3): Sessions.
import { SettingsSection } from './settings-section';

export function SessionsSection() {
  return <SettingsSection title="Sessions">{null}</SettingsSection>;
}
