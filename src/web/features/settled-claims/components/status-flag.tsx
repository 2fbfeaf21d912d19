import { NOT_REPORTED } from '@/domain/device-report';
import { Badge } from '@/web/components/ui/badge';

/** Red for an alarming state, green otherwise. */
export function StatusFlag({ isBad, text }: { isBad: boolean; text: string }) {
  return isBad ? <Badge variant="destructive">{text}</Badge> : <Badge variant="success">{text}</Badge>;
}

/** A fact the provider left out: neither alarming nor clean, so it is never shown as a green flag. */
export function NotReported() {
  return <span className="text-muted-foreground">{NOT_REPORTED}</span>;
}
