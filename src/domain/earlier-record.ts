import { format } from 'date-fns';
import { intakeMessages, previouslyCheckedMessage } from './intake-messages';

/** What the organisation already holds of a device: when it was last checked, and whether it was settled or denied. */
export interface EarlierRecord {
  checkedAt: Date | null;
  isSettled: boolean;
  isDenied: boolean;
}

/** Why an intake of a device on record is refused: a stable code, the notice's heading and the user's message. */
export interface EarlierRecordRefusal {
  code: 'PREVIOUSLY_CHECKED' | 'ALREADY_SETTLED' | 'ALREADY_DENIED';
  title: string;
  message: string;
}

/**
 * The intake's rule on earlier records, for the single intake and every bulk row alike: a device the organisation
 * already checked, settled or denied is not searched again (each search is charged and shows to other insurers), and
 * the user is told where to find it. Asked in this order; null when the device is new to the organisation.
 */
export function earlierRecordRefusal(record: EarlierRecord | undefined): EarlierRecordRefusal | null {
  if (record?.checkedAt)
    return {
      code: 'PREVIOUSLY_CHECKED',
      title: intakeMessages.previouslyCheckedTitle,
      message: previouslyCheckedMessage(format(record.checkedAt, 'MM/dd/yyyy')),
    };
  if (record?.isSettled)
    return {
      code: 'ALREADY_SETTLED',
      title: intakeMessages.alreadySettledTitle,
      message: intakeMessages.alreadySettled,
    };
  if (record?.isDenied)
    return {
      code: 'ALREADY_DENIED',
      title: intakeMessages.alreadyDeniedTitle,
      message: intakeMessages.alreadyDenied,
    };
  return null;
}
