import type { FastifyInstance } from 'fastify';
import { subjectDataExport, subjectDataSummary } from '@/domain/contracts/subject-data';
import { registerContract } from '@/server/http/register-contract';
import { sendSubjectDataArchive, summariseSubjectData } from './service';

/**
 * The Org Admin Panel's subject requests: what the organisation holds about a device, a claim reference or one of
 * its users, counted, and downloaded as one archive.
 */
export async function subjectDataRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  registerContract(app, subjectDataSummary, (request) =>
    summariseSubjectData(services, request.tenant, request.query),
  );
  registerContract(app, subjectDataExport, (request, reply) =>
    sendSubjectDataArchive(services, request.tenant, request.query, reply),
  );
}
