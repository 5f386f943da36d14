// The "Send Message to User" box of the user details dialog (PRODUCT 20, 24).
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_MESSAGE_MAX_LENGTH, SendMessageBodySchema } from '../../../../contract/admin';
import { MESSAGES } from '../../../../contract/messages';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../hooks/use-toast';
import { applyFieldErrors, serverMessageOr } from '../../../lib/api-client';
import { useSendMessage } from '../api/send-message';

const MessageFormSchema = SendMessageBodySchema.pick({ message: true });
type MessageFormInput = z.input<typeof MessageFormSchema>;
type MessageForm = z.output<typeof MessageFormSchema>;

export function SendMessageForm({ userId, username }: { userId: number; username: string }) {
  const send = useSendMessage();
  const form = useForm<MessageFormInput, unknown, MessageForm>({
    resolver: zodResolver(MessageFormSchema),
    defaultValues: { message: '' },
  });
  const fieldId = useId();
  const error = form.formState.errors.message?.message;
  const length = useWatch({ control: form.control, name: 'message' }).length;

  const onSubmit = form.handleSubmit(({ message }) =>
    send.mutate(
      { userId, message },
      {
        onSuccess: () => {
          toast({ title: MESSAGES.messageSent, description: `Sent to ${username}.` });
          form.reset();
        },
        onError: (failure) => {
          applyFieldErrors(failure, form.setError, ['message']);
          toast({
            variant: 'destructive',
            title: MESSAGES.messageSendFailed,
            description: serverMessageOr(failure, failure.message),
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={fieldId}>Message</Label>
        <span className="text-xs text-muted-foreground tabular-nums" aria-hidden="true">
          {length}/{ADMIN_MESSAGE_MAX_LENGTH}
        </span>
      </div>
      <Textarea
        id={fieldId}
        rows={4}
        maxLength={ADMIN_MESSAGE_MAX_LENGTH}
        placeholder="Write a kind note; it appears in their profile's Messages."
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...form.register('message')}
      />
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-end" disabled={send.isPending}>
        {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
        Send
      </Button>
    </form>
  );
}
