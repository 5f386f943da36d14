// Account settings (PRODUCT 11.3): Download my data.
import { SettingsSection } from './settings-section';

export function ExportSection() {
  return <SettingsSection title="Download my data">{null}</SettingsSection>;
}
