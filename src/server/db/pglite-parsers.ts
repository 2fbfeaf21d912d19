import { type PGlite, type Transaction, types } from '@electric-sql/pglite';

type Parser = (value: string, typeId?: number) => unknown;
type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;

/** The types Drizzle reads as PostgreSQL's text (it maps them itself). */
const TEXT_FOR_DRIZZLE = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE];
/** The array types it reads as text too, each with its element's type. */
const ARRAYS_FOR_DRIZZLE: ReadonlyArray<[array: number, element: number]> = [
  [1115, types.TIMESTAMP],
  [1185, types.TIMESTAMPTZ],
  [1187, types.INTERVAL],
  [1182, types.DATE],
  [1231, types.NUMERIC],
];

/**
 * PGlite parses Drizzle's results without merging parsers per query. Drizzle passes its own parsers (text for
 * timestamps, dates, intervals and numeric arrays) with every query, and PGlite copies them into its map of every type
 * in the database (about 370 once migrated) for each result: 0.13 ms of CPU per query, several hundred types spread
 * into a new object each time. Here the client's own map answers those types as Drizzle asks, so Drizzle's queries
 * go without parsers; a query or exec of anyone else (the job queue, plain SQL) is given PGlite's own parsers for
 * those types back, so it reads what it read before.
 */
export function parsedForDrizzle(client: PGlite): PGlite {
  const own: Record<number, Parser> = {};
  const asText: Parser = (value) => value;
  for (const type of TEXT_FOR_DRIZZLE) own[type] = client.parsers[type] ?? asText;
  for (const [array, element] of ARRAYS_FOR_DRIZZLE) {
    const parse = client.parsers[element] ?? asText;
    own[array] = (value) => types.arrayParser(value, parse, array);
  }
  for (const type of [...TEXT_FOR_DRIZZLE, ...ARRAYS_FOR_DRIZZLE.map(([array]) => array)])
    client.parsers[type] = asText;
  const options = (given: QueryOptions | undefined): QueryOptions =>
    given?.parsers ? { ...given, parsers: undefined } : { ...given, parsers: own };
  const wrap = <T extends PGlite | Transaction>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        if (property === 'query')
          return (text: string, params?: unknown[], given?: QueryOptions) =>
            object.query(text, params, options(given));
        if (property === 'exec')
          return (text: string, given?: QueryOptions) => object.exec(text, options(given));
        if (property === 'transaction' && 'transaction' in object)
          return <R>(work: (tx: Transaction) => Promise<R>) =>
            (object as PGlite).transaction((tx) => work(wrap(tx)));
        const value = Reflect.get(object, property, object);
        return typeof value === 'function' ? value.bind(object) : value;
      },
    });
  return wrap(client);
}
