// The "Send Message to User" box of the user details dialog (PRODUCT 20, 24).
import { Send } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { ADMIN_MESSAGE_MAX_LENGTH, SendMessageBodySchema } from '../../../../contract/admin';
import { CharacterCount } from '../../../components/forms/character-count';
import { Field } from '../../../components/forms/field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { Textarea } from '../../../components/ui/textarea';
import { useMessages } from '../../../lib/i18n';
import { showFieldErrors } from '../../../lib/mutation-feedback';
import { adminUsersCatalog } from '../admin-users-messages';
import { useSendMessage } from '../api/send-message';

const MessageFormSchema = SendMessageBodySchema.pick({ message: true });

export function SendMessageForm({ userId, username }: { userId: number; username: string }) {
  const m = useMessages(adminUsersCatalog);
  const send = useSendMessage({ username });
  const form = useSchemaForm(MessageFormSchema, { message: '' });
  const length = useWatch({ control: form.control, name: 'message' }).length;

  const onSubmit = form.handleSubmit(({ message }) =>
    send.mutate(
      { userId, message },
      {
        onSuccess: () => form.reset(),
        onError: (failure) => showFieldErrors(form, failure),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <Field
        control={form.control}
        name="message"
        label={m.message}
        labelAside={<CharacterCount used={length} max={ADMIN_MESSAGE_MAX_LENGTH} />}
      >
        {(field) => (
          <Textarea
            rows={4}
            maxLength={ADMIN_MESSAGE_MAX_LENGTH}
            dir="auto"
            placeholder={m.messagePlaceholder}
            {...field}
          />
        )}
      </Field>
      <SubmitButton pending={send.isPending} icon={Send} className="justify-self-end">
        {m.send}
      </SubmitButton>
    </form>
  );
}
