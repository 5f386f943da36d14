// The profile's way to choose or change the username (PRODUCT 11). The form (its form library and
// schemas) is fetched when the pointer or focus reaches the button, so the profile's first screen
// loads as before.
import { PencilLine } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { usernameCatalog } from '../../../../contract/username-messages';
import { Button } from '../../../components/ui/button';
import { t, useMessages } from '../../../lib/i18n';
import { authCatalog } from '../auth-messages';

const loadForm = () => import('./username-form');
const UsernameForm = lazy(async () => ({ default: (await loadForm()).UsernameForm }));

export function UsernameEditor({
  username,
  usernameChosenAt,
}: {
  username: string;
  usernameChosenAt: string | null;
}) {
  const m = useMessages(authCatalog);
  const names = useMessages(usernameCatalog);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const chosen = usernameChosenAt !== null;
  return (
    <div className="grid gap-3">
      {chosen ? null : (
        <p className="text-sm text-muted-foreground">
          {t(m.anonymousHint, { name: names.anonymousName })}
        </p>
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? formId : undefined}
          onClick={() => setOpen((value) => !value)}
          onPointerEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
        >
          <PencilLine aria-hidden="true" />
          {chosen ? m.changeUsername : m.chooseUsername}
        </Button>
      </div>
      {open ? (
        <div id={formId} className="max-w-sm rounded-2xl border border-border bg-card/80 p-4">
          <Suspense fallback={null}>
            <UsernameForm chosenUsername={chosen ? username : null} onDone={() => setOpen(false)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
