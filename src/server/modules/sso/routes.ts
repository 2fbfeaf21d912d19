import { parseCookies } from 'better-call';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ssoConnectionRead,
  ssoConnectionRemoval,
  ssoConnectionSave,
  ssoConnectionState,
  ssoConnectionTest,
  ssoDomainApproval,
  ssoDomainCreation,
  ssoDomainList,
  ssoDomainRemoval,
  ssoDomainVerification,
  ssoSignInCallback,
  ssoSignInStart,
} from '@/domain/contracts/sso';
import { ssoMessages } from '@/domain/sso-messages';
import { notFound } from '@/server/errors';
import { registerContract } from '@/server/http/register-contract';
import { logSecurityEvent } from '@/server/http/security-events';
import {
  addDomain,
  approveDomain,
  listDomains,
  readConnection,
  removeConnection,
  removeDomain,
  saveConnection,
  setConnectionState,
  verifyDomain,
} from './admin-service';
import {
  auditRefusal,
  clearedStateCookie,
  completeCallback,
  LANDING,
  SsoRefusal,
  STATE_COOKIE,
  startSignIn,
  startTest,
} from './sign-in-service';

/** The Org Admin Panel's Single sign-on card, the Super Admin Panel's domain approval. */
export async function ssoAdminRoutes(app: FastifyInstance): Promise<void> {
  const services = app.services;
  registerContract(app, ssoConnectionRead, (request) => readConnection(services, request.tenant));
  registerContract(app, ssoConnectionSave, (request) =>
    saveConnection(services, request.tenant, request.body),
  );
  registerContract(app, ssoConnectionRemoval, (request) => removeConnection(request.tenant));
  registerContract(app, ssoConnectionState, (request) =>
    setConnectionState(services, request.tenant, request.body),
  );
  registerContract(app, ssoConnectionTest, async (request, reply) => {
    const started = await startTest(services, request.tenant);
    if (!started) throw notFound(ssoMessages.notConfigured);
    reply.header('set-cookie', started.setCookie);
    return { authorizationUrl: started.authorizationUrl };
  });
  registerContract(app, ssoDomainList, (request) => listDomains(request.tenant));
  registerContract(app, ssoDomainCreation, (request) => addDomain(request.tenant, request.body.domain));
  registerContract(app, ssoDomainVerification, (request) =>
    verifyDomain(services, request.tenant, request.params.id),
  );
  registerContract(app, ssoDomainRemoval, (request) => removeDomain(request.tenant, request.params.id));
  registerContract(app, ssoDomainApproval, (request) =>
    approveDomain(services, request.platform, request.params.id, request.body.domain),
  );
}

/** The sign-in form's e-mail step and the identity provider's redirect back. */
export async function ssoSignInRoutes(app: FastifyInstance): Promise<void> {
  const services = app.services;

  registerContract(app, ssoSignInStart, async (request, reply) => {
    const started = await startSignIn(services, request.body.email);
    if (!started) return { authorizationUrl: null };
    reply.header('set-cookie', started.setCookie);
    return { authorizationUrl: started.authorizationUrl };
  });

  registerContract(app, ssoSignInCallback, async (request, reply) => {
    const cleared = clearedStateCookie(services);
    try {
      const outcome = await completeCallback(services, {
        callbackUrl: new URL(request.url, services.env.APP_URL),
        state: request.query.state,
        browserState: browserStateOf(request),
      });
      if (outcome.kind === 'tested') {
        return reply.header('set-cookie', cleared).redirect(LANDING.tested);
      }
      logSecurityEvent(request, {
        securityEvent: 'sign-in-succeeded',
        email: outcome.email,
        userId: outcome.userId,
      });
      return reply.header('set-cookie', [outcome.setCookie, cleared]).redirect(LANDING.signedIn);
    } catch (error) {
      if (!(error instanceof SsoRefusal)) throw error;
      logSecurityEvent(request, {
        securityEvent: 'sso-sign-in-refused',
        email: error.email,
        reason: error.reason,
      });
      await auditRefusal(services, error);
      return reply.header('set-cookie', cleared).redirect(LANDING.refused);
    }
  });
}

function browserStateOf(request: FastifyRequest): string | null {
  const cookies = parseCookies(request.headers.cookie ?? '');
  return cookies.get(STATE_COOKIE) ?? cookies.get(`__Secure-${STATE_COOKIE}`) ?? null;
}
