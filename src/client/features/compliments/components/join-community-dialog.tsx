// Shown to a guest who tries to submit or thank (PRODUCT 4): the way in is to register or log in.
import { Link } from 'wouter';
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
import { JOIN_COMMUNITY_TEXT, JOIN_COMMUNITY_TITLE } from './join-community-text';

export function JoinCommunityDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{JOIN_COMMUNITY_TITLE}</DialogTitle>
          <DialogDescription>{JOIN_COMMUNITY_TEXT}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button asChild variant="outline">
            <Link href={paths.login}>Login</Link>
          </Button>
          <Button asChild>
            <Link href={paths.register}>Register</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
