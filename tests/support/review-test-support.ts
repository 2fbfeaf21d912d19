import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { imeiMatchKey } from '@/domain/imei';
import { claimChecks } from '@/server/db/schema/checks';
import { organizations } from '@/server/db/schema/organisations';
import { buildSearchResponse } from '../../simulators/device-history/build-search-response';
import { makeImei } from '../fixtures/make-imei';
import type { TestApp } from './test-app';
import { APP_ORIGIN } from './test-env';

/** A request as the browser on APP_URL sends it (PATCH and DELETE are not among TestApp's helpers). */
export function send(
  t: TestApp,
  request: { method: InjectOptions['method']; url: string; cookie?: string; payload?: unknown },
) {
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers: { origin: APP_ORIGIN, ...(request.cookie ? { cookie: request.cookie } : {}) },
    ...(request.payload === undefined ? {} : { payload: request.payload as InjectOptions['payload'] }),
  });
}

export async function organisationIdOf(t: TestApp, domain: string): Promise<string> {
  const [row] = await t.services.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.domain, domain));
  if (!row) throw new Error(`no organisation ${domain}`);
  return row.id;
}

export interface InsertedCheck {
  id: string;
  imei: string;
  reference: string | null;
  createdAt: Date;
}

/**
 * `count` checks stored directly (the intake's rules are not under test here), one minute apart, the last one
 * newest; `reference` numbers them from 1.
 */
export async function insertChecks(
  t: TestApp,
  options: {
    domain?: string;
    count?: number;
    reference?: (n: number) => string | null;
    imei?: (n: number) => string;
    claimType?: string | null;
  } = {},
): Promise<InsertedCheck[]> {
  const organizationId = await organisationIdOf(t, options.domain ?? 'demo.test');
  const count = options.count ?? 1;
  const start = Date.now() - count * 60_000;
  const values = Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const imei = options.imei?.(n) ?? makeImei();
    return {
      organizationId,
      imei,
      imeiKey: imeiMatchKey(imei),
      reference: options.reference ? options.reference(n) : `CLM-${n}`,
      claimType: options.claimType === undefined ? 'Accidental Damage' : options.claimType,
      deviceMake: 'APPLE',
      deviceModel: 'IPHONE 7',
      fullResponse: buildSearchResponse(imei),
      findMyIphoneStatus: 'notactivated' as const,
      intakeCertificateResult: 'green',
      createdAt: new Date(start + n * 60_000),
    };
  });
  return t.services.db.insert(claimChecks).values(values).returning({
    id: claimChecks.id,
    imei: claimChecks.imei,
    reference: claimChecks.reference,
    createdAt: claimChecks.createdAt,
  });
}

/** Moves the checks' recording time back to `at`, as if they had been recorded then (the retention tests' clock). */
export async function backdateChecks(t: TestApp, ids: (string | undefined)[], at: Date): Promise<void> {
  await t.services.db
    .update(claimChecks)
    .set({ createdAt: at })
    .where(
      inArray(
        claimChecks.id,
        ids.filter((id) => id !== undefined),
      ),
    );
}

/** The check of that id, if it is still stored (an empty list once it was deleted). */
export function storedCheck(t: TestApp, id: string | undefined) {
  return t.services.db
    .select()
    .from(claimChecks)
    .where(eq(claimChecks.id, id ?? ''));
}
