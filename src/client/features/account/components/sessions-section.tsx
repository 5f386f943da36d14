// Account settings (PRODUCT 11.4): Sessions. Its list (with the dates' library) is a chunk of its
// own, fetched as the card below the first screen is drawn (DECISIONS 69).
import { SESSIONS_MESSAGES } from '../../../../contract/sessions-messages';
import { lazyCardContent, SettingsSection } from './settings-section';

const SessionsList = lazyCardContent(async () => (await import('./sessions-list')).SessionsList);

export function SessionsSection() {
  return (
    <SettingsSection title="Sessions" description={SESSIONS_MESSAGES.description}>
      <SessionsList />
    </SettingsSection>
  );
}
