// Account settings (PRODUCT 11.6): Delete my account. Its form (with the confirming dialog and the
// schema) is a chunk of its own, fetched as the card below the first screen is drawn
// (DECISIONS 69).
import { accountDeletionCatalog } from '../../../../contract/account-deletion-messages';
import { useMessages } from '../../../lib/i18n';
import { lazyCardContent, SettingsSection } from './settings-section';

const DeleteAccountForm = lazyCardContent(
  async () => (await import('./delete-account-form')).DeleteAccountForm,
);

export function DeleteAccountSection() {
  const { title } = useMessages(accountDeletionCatalog);
  return (
    <SettingsSection title={title}>
      <DeleteAccountForm />
    </SettingsSection>
  );
}
