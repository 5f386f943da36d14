// The red bin at the end of an admin list's row; it only asks, the list's dialog confirms.
import { Trash2 } from 'lucide-react';
import { t, useMessages } from '../../lib/i18n';
import { Button } from '../ui/button';
import { dataCatalog } from './data-messages';

export function DeleteRowButton({ name, onClick }: { name: string; onClick: () => void }) {
  const text = useMessages(dataCatalog);
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
      onClick={onClick}
      aria-label={t(text.deleteItem, { name })}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
