import { Copy, Download, Eye } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { copyToClipboard } from '@/web/lib/copy-to-clipboard';
import { notify } from '@/web/lib/notify';
import { downloadJson, fileTimestamp, prettyJson } from './json-file';
import { JsonViewerDialog } from './json-viewer-dialog';

/** View, Copy and Download for one stored provider response; `fileStem` gets a timestamp and `.json`. */
export function JsonActions({
  title,
  value,
  fileStem,
  viewLabel = 'View JSON',
}: {
  title: string;
  value: unknown;
  fileStem: string;
  viewLabel?: string;
}) {
  const [isViewing, setIsViewing] = useState(false);

  const copy = () => copyToClipboard(prettyJson(value), 'Failed to copy JSON to clipboard');

  function download() {
    try {
      downloadJson(value, `${fileStem}_${fileTimestamp()}.json`);
      notify.success('Downloaded!');
    } catch {
      notify.error('Download Failed', 'Failed to download JSON file');
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => setIsViewing(true)}>
        <Eye aria-hidden="true" />
        {viewLabel}
      </Button>
      <Button variant="outline" size="sm" onClick={copy}>
        <Copy aria-hidden="true" />
        Copy
      </Button>
      <Button variant="outline" size="sm" onClick={download}>
        <Download aria-hidden="true" />
        Download
      </Button>
      <JsonViewerDialog title={title} value={value} open={isViewing} onClose={() => setIsViewing(false)} />
    </div>
  );
}
