import type { z } from 'zod';

/** The least notice an integrator gets between a route or reply field being deprecated and its removal. */
export const DEPRECATION_NOTICE_MONTHS = 6;

/**
 * A route, or some of its reply's fields, on the way out: deprecated on `since`, removed no earlier than `sunset`
 * (days, YYYY-MM-DD, UTC), explained at `link` (what to use instead). Every reply of the route says so in its
 * `Deprecation`, `Sunset` and `Link` headers.
 */
export interface Deprecation {
  since: string;
  sunset: string;
  link: string;
  /** The reply's deprecated fields (each marked with `deprecatedField`); none: the whole route is. */
  fields?: readonly string[];
}

const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** The deprecation, or an error when a day is not one or the sunset gives less than six months' notice. */
export function checkedDeprecation(deprecation: Deprecation): Deprecation {
  const since = dayOf(deprecation.since);
  const sunset = dayOf(deprecation.sunset);
  if (Number.isNaN(since.getTime()) || Number.isNaN(sunset.getTime())) {
    throw new Error(`A deprecation's days are YYYY-MM-DD: ${deprecation.since}, ${deprecation.sunset}`);
  }
  const earliest = new Date(since);
  earliest.setUTCMonth(earliest.getUTCMonth() + DEPRECATION_NOTICE_MONTHS);
  if (sunset < earliest) {
    throw new Error(
      `A sunset on ${deprecation.sunset} gives less than ${DEPRECATION_NOTICE_MONTHS} months' notice after ${deprecation.since}`,
    );
  }
  return deprecation;
}

/**
 * The headers of every reply of a deprecated route: `Deprecation` as `@<unix seconds>` (RFC 9745), `Sunset` as an
 * HTTP date (RFC 8594) and the notice as `Link: <...>; rel="deprecation"`.
 */
export function deprecationHeaders(deprecation: Deprecation): Record<string, string> {
  return {
    Deprecation: `@${dayOf(deprecation.since).getTime() / 1000}`,
    Sunset: dayOf(deprecation.sunset).toUTCString(),
    Link: `<${deprecation.link}>; rel="deprecation"`,
  };
}

/** A reply field on the way out: the API document marks it `deprecated: true`; its route lists it in `fields`. */
export const deprecatedField = <Schema extends z.ZodType>(schema: Schema) =>
  schema.meta({ deprecated: true });
