import { describe, expect, it } from 'vitest';
import { makeDeviceReport } from '../../../tests/fixtures/make-device-report';
import { DeviceReportSchema } from './device-report';

describe('DeviceReportSchema: a device-history report as the replies carry it', () => {
  it('takes a whole report, and one whose provider left every fact out', () => {
    expect(DeviceReportSchema.safeParse(makeDeviceReport()).success).toBe(true);
    const unreported = makeDeviceReport({
      lockStatus: null,
      isBlocked: null,
      blockHistory: null,
      certificateLastSearched: null,
      earlierSearches: null,
      stolen: null,
      found: null,
      lost: null,
      ownership: null,
      claims: null,
    });
    expect(DeviceReportSchema.safeParse(unreported).success).toBe(true);
  });

  it('refuses a report without its verdict, or with a lock status the provider does not use', () => {
    const { certificate: _, ...withoutVerdict } = makeDeviceReport();
    expect(DeviceReportSchema.safeParse(withoutVerdict).success).toBe(false);
    expect(DeviceReportSchema.safeParse({ ...makeDeviceReport(), lockStatus: 'unlocked' }).success).toBe(
      false,
    );
  });
});
