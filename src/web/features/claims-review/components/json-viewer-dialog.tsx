import { FormDialog } from '@/web/components/form-dialog';
import { RawAnswerPreview } from './raw-answer-preview';

/** Lines the viewer draws at most: enough to read any usual answer, few enough to draw at once. */
const VIEWER_LINES = 2_000;

export function JsonViewerDialog({
  title,
  value,
  open,
  onClose,
}: {
  title: string;
  value: unknown;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={open}
      title={title}
      description="The provider's full response, as received."
      width="3xl"
      onClose={onClose}
    >
      <RawAnswerPreview
        value={value}
        maxLines={VIEWER_LINES}
        className="max-h-[60vh] overflow-auto rounded-md bg-muted p-4 font-mono text-xs"
      />
    </FormDialog>
  );
}
