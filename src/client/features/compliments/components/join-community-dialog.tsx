// Shown to a guest who tries to submit or thank (PRODUCT 4): the way in is to register or log in.
import { Link } from 'wouter';
import { layoutCatalog } from '../../../components/layout/layout-messages';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { useMessages } from '../../../lib/i18n';
import { complimentsCatalog } from '../compliments-messages';

export function JoinCommunityDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const text = useMessages(complimentsCatalog);
  const layout = useMessages(layoutCatalog);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{text.joinTitle}</DialogTitle>
          <DialogDescription>{text.joinText}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button asChild variant="outline">
            <Link href={paths.login}>{layout.login}</Link>
          </Button>
          <Button asChild>
            <Link href={paths.register}>{layout.register}</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
