import { FormDialog } from '@/web/components/form-dialog';
import { prettyJson } from './json-file';

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
      className="max-w-3xl"
      onClose={onClose}
    >
      <pre className="max-h-[60vh] overflow-auto rounded-md bg-muted p-4 font-mono text-xs">
        {prettyJson(value)}
      </pre>
    </FormDialog>
  );
}
