import { Copy, Download } from 'lucide-react';
import { useId } from 'react';
import { adminMessages } from '@/domain/admin-messages';
import { TitledSection } from '@/web/components/titled-section';
import { Button } from '@/web/components/ui/button';
import { copyToClipboard } from '@/web/lib/copy-to-clipboard';
import { downloadFile } from '@/web/lib/download-file';
import { notify } from '@/web/lib/notify';

export const RECOVERY_CODES_FILE = 'claimguard-recovery-codes.txt';

/** The ten single-use recovery codes of a set-up, with Copy and Download (one code a line). */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const noteId = useId();
  const text = `${codes.join('\n')}\n`;

  const copy = () => copyToClipboard(text, adminMessages.recoveryCodesCopyFailed);

  function download() {
    try {
      downloadFile(text, RECOVERY_CODES_FILE, 'text/plain');
      notify.success('Downloaded!');
    } catch {
      notify.error('Download Failed', adminMessages.recoveryCodesDownloadFailed);
    }
  }

  return (
    <TitledSection title="Recovery Codes" className="grid gap-3" headingClassName="text-sm font-medium">
      <p id={noteId} className="text-sm text-muted-foreground">
        {adminMessages.recoveryCodesNote}
      </p>
      <ul
        aria-label="Recovery codes"
        aria-describedby={noteId}
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border bg-muted/40 p-4 font-mono text-sm sm:max-w-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={copy} aria-label="Copy recovery codes">
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={download}
          aria-label="Download recovery codes"
        >
          <Download aria-hidden="true" />
          Download
        </Button>
      </div>
    </TitledSection>
  );
}
