// Account settings (PRODUCT 11.4): Sessions. Its list (with the dates' library) is a chunk of its
// own, fetched as the card below the first screen is drawn (DECISIONS 69).
import { sessionsCatalog } from '../../../../contract/sessions-messages';
import { useMessages } from '../../../lib/i18n';
import { lazyCardContent, SettingsSection } from './settings-section';

const SessionsList = lazyCardContent(async () => (await import('./sessions-list')).SessionsList);

export function SessionsSection() {
  const m = useMessages(sessionsCatalog);
  return (
    <SettingsSection title={m.title} description={m.description}>
      <SessionsList />
    </SettingsSection>
  );
}
