import type { FastifyInstance } from 'fastify';
import {
  legalHoldCreate,
  legalHoldList,
  legalHoldRelease,
  retentionRunList,
  retentionRunPreview,
  retentionSettingsChange,
  retentionSettingsRead,
  subjectDataErasure,
} from '@/domain/contracts/data-retention';
import { registerContract } from '@/server/http/register-contract';
import { eraseSubject } from './erasure';
import {
  changeRetentionSettings,
  listLegalHolds,
  listRetentionRuns,
  loadRetentionSettings,
  placeLegalHold,
  previewRetentionRun,
  releaseLegalHold,
} from './service';

/** The Org Admin Panel's data retention: the organisation's retention settings and its legal holds. */
export async function dataRetentionRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, retentionSettingsRead, (request) => loadRetentionSettings(request.tenant));
  registerContract(app, retentionSettingsChange, (request) =>
    changeRetentionSettings(app.services, request.tenant, request.body),
  );
  registerContract(app, retentionRunPreview, (request) => previewRetentionRun(request.tenant));
  registerContract(app, retentionRunList, (request) => listRetentionRuns(request.tenant));
  registerContract(app, legalHoldList, (request) => listLegalHolds(request.tenant));
  registerContract(app, legalHoldCreate, (request) => placeLegalHold(request.tenant, request.body));
  registerContract(app, subjectDataErasure, (request) =>
    eraseSubject(
      { db: app.services.db, authSecret: app.services.env.AUTH_SECRET },
      request.tenant,
      request.body,
    ),
  );
  registerContract(app, legalHoldRelease, (request) => releaseLegalHold(request.tenant, request.params.id));
}
