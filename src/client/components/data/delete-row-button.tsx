// The red bin at the end of an admin list's row; it only asks, the list's dialog confirms.
import { Trash2 } from 'lucide-react';
import { Button } from '../ui/button';

export function DeleteRowButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
      onClick={onClick}
      aria-label={`Delete ${name}`}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
