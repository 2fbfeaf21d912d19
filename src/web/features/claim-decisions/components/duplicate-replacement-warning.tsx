import { format } from 'date-fns';
import { TriangleAlert } from 'lucide-react';
import { imeiMatchKey, normaliseImei } from '@/domain/imei';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { useReplacementMatches } from '@/web/features/claim-decisions/api/replacement-matches';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';

/** The duplicate check starts at 14 digits, after a 500 ms pause, and lists up to 3 of the 5 fetched. */
export const DUPLICATE_CHECK_MIN_DIGITS = 14;
export const DUPLICATE_CHECK_DEBOUNCE_MS = 500;
const LISTED = 3;

/** The non-blocking warning that this replacement device was handed out on earlier claims. */
export function DuplicateReplacementWarning({ replacementImei }: { replacementImei: string }) {
  const digits = normaliseImei(replacementImei);
  const key = digits.length >= DUPLICATE_CHECK_MIN_DIGITS ? imeiMatchKey(digits) : null;
  const settledKey = useDebouncedValue(key, DUPLICATE_CHECK_DEBOUNCE_MS);
  const matches = useReplacementMatches(key === settledKey ? settledKey : null).data?.matches ?? [];
  if (key === null || matches.length === 0) return null;
  const more = matches.length - LISTED;

  return (
    <Alert variant="warning" role="status">
      <TriangleAlert aria-hidden="true" />
      <AlertTitle>Replacement IMEI used before</AlertTitle>
      <AlertDescription>
        <p>This replacement device was already given out on earlier claims:</p>
        <ul className="mt-1 list-disc pl-5">
          {matches.slice(0, LISTED).map((match) => (
            <li key={`${match.imei}-${match.acceptedAt}`}>
              Claim for IMEI {match.imei}
              {match.acceptedAt ? `, settled ${format(new Date(match.acceptedAt), 'MM/dd/yyyy')}` : ''}
            </li>
          ))}
        </ul>
        {more > 0 ? <p className="mt-1">... and {more} more</p> : null}
      </AlertDescription>
    </Alert>
  );
}
