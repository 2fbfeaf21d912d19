import { cleanSearchResponse } from './generate-search-response';
import type { Scenario } from './scenarios';
import type { SearchResponse } from './search-response';

/** Another device's clean, green answer: what a forged or mixed-up answer would carry. */
export const OTHER_SERIAL = '353328110000013';

/** Earlier searches of a long (but readable) answer, and its model candidates, of which the app keeps 50. */
const LONG_SEARCHES = 4_000;
const LONG_CANDIDATES = 120;

const red = (response: SearchResponse): SearchResponse => ({
  ...response,
  checkmendstatus: { ...response.checkmendstatus, result: 'red' },
});

const claim = (insurer: string, claimreference: string) => ({
  claimdate: '2026-02-03 00:00:00',
  insurer,
  claimtype: 'settled',
  claimreference,
  contactnumber: '0300 000 0009',
});

/**
 * Answers that are not what they claim to be, or are harder to read than they should be (README.md): the app must
 * store nothing that is not the provider's verdict for the serial asked, and read every list item it can. IMEIs 60 on.
 * The HTTP misbehaviours (redirects, 429, an answer over 1 MB) are faults, played by play-search-fault.ts.
 */
export const INTEGRITY_SCENARIOS = [
  { name: 'redirect', imei: '353328110000609', fault: 'redirect-307' },
  { name: 'redirect-302', imei: '353328110000617', fault: 'redirect-302' },
  {
    name: 'other-serial',
    imei: '353328110000625',
    // A clean, green answer, but about another device.
    respond: () => cleanSearchResponse(OTHER_SERIAL),
  },
  {
    name: 'verdict-uppercase',
    imei: '353328110000633',
    respond: (clean) => ({ ...clean, checkmendstatus: { ...clean.checkmendstatus, result: ' GREEN ' } }),
  },
  {
    name: 'verdict-caution',
    imei: '353328110000641',
    respond: (clean) => ({ ...clean, checkmendstatus: { ...clean.checkmendstatus, result: 'caution' } }),
  },
  {
    name: 'nulls-in-lists',
    imei: '353328110000658',
    respond: (clean) => ({
      ...red(clean),
      serialdetails: {
        ...clean.serialdetails,
        modelinformation: [
          null,
          { manufacturer: 'APPLE', models: [null, { name: 'IPHONE 7', colour: 'BLACK', storage: '32GB' }] },
        ],
      },
      claims: [null, claim('Other Insurer plc', 'OI-31337'), 'settled'],
      stolen: [
        null,
        {
          recorddate: '2026-01-30 21:00:00',
          force: 'metropolitan',
          crimereference: 'MP/26/0042',
          reportedby: 'POLICE',
        },
      ],
    }),
  },
  {
    name: 'control-characters',
    imei: '353328110000666',
    respond: (clean) => ({
      ...red(clean),
      claims: [claim('Other\u0000 Insurer\u001b[31m plc\u202e', 'OI-\u0007\u0008CTRL\tLF\nEND')],
    }),
  },
  { name: 'large-answer', imei: '353328110000674', fault: 'large-answer' },
  {
    name: 'long-answer',
    imei: '353328110000682',
    respond: (clean) => ({
      ...clean,
      serialdetails: {
        ...clean.serialdetails,
        modelinformation: [
          {
            manufacturer: 'APPLE',
            models: Array.from({ length: LONG_CANDIDATES }, (_, i) => ({
              name: `IPHONE 7 VARIANT ${i + 1}`,
              colour: 'BLACK',
              storage: '32GB',
            })),
          },
        ],
      },
      patriothistory: earlierSearches(LONG_SEARCHES),
    }),
  },
  { name: 'busy', imei: '353328110000690', fault: 'busy' },
  { name: 'busy-http-date', imei: '353328110000708', fault: 'busy-http-date' },
] as const satisfies readonly Scenario[];

/** `count` earlier searches by other insurers, a day apart going back from 2026-06-30. */
export function earlierSearches(count: number) {
  const last = Date.UTC(2026, 5, 30, 12);
  return Array.from({ length: count }, (_, i) => ({
    searchdate: new Date(last - i * 86_400_000).toISOString().slice(0, 19).replace('T', ' '),
    insurer: `Insurer ${(i % 40) + 1}`,
    contactnumber: `020 7946 0${String(i % 1000).padStart(3, '0')}`,
  }));
}
