// "Turn on notifications on this device" (PRODUCT 11.10): asks the browser's permission from the
// click itself, then subscribes and hands the subscription to the server. A refusal is explained
// kindly, with where the browser keeps the setting.
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useMessages } from '../../../lib/i18n';
import { useAddPushDevice } from '../api/add-push-device';
import { askPermission, type Permission } from '../lib/browser-push';
import { notificationSettingsCatalog } from '../notification-settings-messages';

export function TurnOnNotifications({ publicKey, signIn }: { publicKey: string; signIn: string }) {
  const m = useMessages(notificationSettingsCatalog);
  const add = useAddPushDevice(signIn);
  const [permission, setPermission] = useState<Permission>(() => Notification.permission);
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState(false);

  const turnOn = async () => {
    setAsking(true);
    const answer = await askPermission().catch((): Permission => 'denied');
    setPermission(answer);
    setAsked(true);
    setAsking(false);
    if (answer === 'granted') add.mutate({ publicKey });
  };

  return (
    <div className="grid gap-3">
      <Button
        className="h-auto min-h-10 w-full py-2 text-center whitespace-normal sm:w-fit"
        disabled={asking || add.isPending}
        onClick={() => void turnOn()}
      >
        {asking || add.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
        {m.turnOn}
      </Button>
      {/* Said as soon as it is known: a browser that blocks Kindly shows no prompt at all. */}
      {permission === 'denied' ? (
        <p role="status" className="text-sm text-muted-foreground">
          {m.denied}
        </p>
      ) : asked && permission === 'default' ? (
        <p role="status" className="text-sm text-muted-foreground">
          {m.dismissed}
        </p>
      ) : null}
    </div>
  );
}
