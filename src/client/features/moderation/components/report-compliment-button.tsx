// The quiet Report action of a compliment. Its dialog (form code and schemas) is fetched when the
// pointer or focus reaches the button, so the home page's first load stays as it was.
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useMessages } from '../../../lib/i18n';
import { moderationButtonsCatalog } from '../moderation-buttons-messages';

const loadDialog = () => import('./report-compliment-dialog');
const ReportComplimentDialog = lazy(async () => ({
  default: (await loadDialog()).ReportComplimentDialog,
}));

export function ReportComplimentButton({
  complimentId,
  isGuest = false,
  onGuest,
  onReported,
  accessibleName,
  size = 'default',
  className,
}: {
  complimentId: number;
  isGuest?: boolean;
  /** A guest is invited to join instead (a session that ends meanwhile is the report's own 401). */
  onGuest?: () => void;
  onReported?: () => void;
  /** Where many compliments are listed, which one this button reports. */
  accessibleName?: string;
  size?: 'default' | 'sm';
  className?: string;
}) {
  const m = useMessages(moderationButtonsCatalog);
  const [open, setOpen] = useState(false);
  const [needed, setNeeded] = useState(false);
  const [reportedId, setReportedId] = useState<number | null>(null);
  // The button outlives the compliment on the home card, so "reported" belongs to one id.
  const reported = reportedId === complimentId;

  const onClick = () => {
    if (reported) return;
    if (isGuest) {
      onGuest?.();
      return;
    }
    setNeeded(true);
    setOpen(true);
  };

  return (
    <>
      <Button
        variant="ghost"
        size={size}
        onClick={onClick}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        // Still focusable once used, so a keyboard user's place is not lost when the dialog closes.
        aria-disabled={reported || undefined}
        aria-label={accessibleName}
        className={cn('text-muted-foreground', className)}
      >
        <Flag aria-hidden="true" />
        {reported ? m.reported : m.report}
      </Button>
      {needed ? (
        <Suspense fallback={null}>
          <ReportComplimentDialog
            complimentId={complimentId}
            open={open}
            onOpenChange={setOpen}
            onReported={() => {
              setReportedId(complimentId);
              onReported?.();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
