import type { Scenario } from './scenarios';

/**
 * Answers of other shapes than the documented one, as a live service may send them: facts missing, of another type,
 * or in another place. The app must read what it can and never take what it cannot for a clean result.
 */
export const OFF_SHAPE_SCENARIOS = [
  {
    name: 'core-only-red',
    imei: '353328110000245',
    // Nothing but the fields every client reads, as a service answering the bare minimum would.
    respond: (clean) => ({
      serial: clean.serial,
      serialdetails: { wellformedimei: true },
      checkmendstatus: { result: 'red', certid: clean.checkmendstatus.certid },
    }),
  },
  {
    name: 'string-booleans',
    imei: '353328110000252',
    respond: (clean) => ({
      ...clean,
      serialdetails: { ...clean.serialdetails, wellformedimei: 'true' },
      checkmendstatus: { result: 'red', certid: Number(clean.checkmendstatus.certid) },
      blocklist: { blocked: 'Y', history: [] },
      claims: 2,
    }),
  },
  {
    name: 'fmip-top-level',
    imei: '353328110000294',
    respond: (clean) => {
      const { fmipstatus: _nested, ...serialdetails } = clean.serialdetails;
      return { ...clean, serialdetails, fmipstatus: 'activated' };
    },
  },
  {
    name: 'model-candidates',
    imei: '353328110000302',
    respond: (clean) => ({
      ...clean,
      serialdetails: {
        ...clean.serialdetails,
        modelinformation: [
          {
            manufacturer: 'APPLE',
            models: [
              { name: 'IPHONE 7', colour: 'BLACK', storage: '32GB' },
              { name: 'IPHONE 7', colour: 'ROSE GOLD', storage: '128GB' },
            ],
          },
          { manufacturer: 'FOXCONN', models: [{ name: 'A1778', colour: 'BLACK', storage: '32GB' }] },
        ],
      },
    }),
  },
  {
    name: 'no-verdict',
    imei: '353328110000310',
    respond: ({ checkmendstatus: _verdict, ...rest }) => rest,
  },
] as const satisfies readonly Scenario[];
