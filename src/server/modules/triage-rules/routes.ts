import type { FastifyInstance } from 'fastify';
import { triageRulesChange, triageRulesPreview, triageRulesRead } from '@/domain/contracts/triage-rules';
import { registerContract } from '@/server/http/register-contract';
import { loadTriageRules, previewTriageRules, saveTriageRules } from './service';

/** The Org Admin Panel's triage rules of the admin's own organisation: read, save a new version, preview. */
export async function triageRulesRoutes(app: FastifyInstance): Promise<void> {
  registerContract(app, triageRulesRead, (request) => loadTriageRules(request.tenant));
  registerContract(app, triageRulesChange, (request) => saveTriageRules(request.tenant, request.body));
  registerContract(app, triageRulesPreview, (request) => previewTriageRules(request.tenant, request.body));
}
