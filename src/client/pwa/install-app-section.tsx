// Settings' line for installing the app (PRODUCT 30): shown only while the browser offers it, so
// the invitation can always be found, not only at a kind moment.
import { Download } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { site } from '../config/site';
import { t, useMessages } from '../lib/i18n';
import { install, useInstallAvailable } from './install-prompt';
import { pwaCatalog } from './pwa-messages';

export function InstallAppSection() {
  const available = useInstallAvailable();
  const text = useMessages(pwaCatalog);
  if (!available) return null;
  return (
    <Card
      role="region"
      aria-labelledby="install-app-title"
      className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:p-8"
    >
      <div className="grid flex-1 gap-1">
        <h2 id="install-app-title" className="text-lg font-bold">
          {text.installAppTitle}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t(text.installAppText, { site: site.name })}
        </p>
      </div>
      <Button variant="outline" onClick={() => void install()}>
        <Download aria-hidden="true" />
        {text.installAppTitle}
      </Button>
    </Card>
  );
}
