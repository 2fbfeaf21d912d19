import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { adminMessages } from '@/domain/admin-messages';
import { AVATAR_MAX_BYTES } from '@/domain/avatar-rules';
import { avatarRead, avatarUpload } from '@/domain/contracts/profile';
import { fileTooLarge, readLimitedBody } from '@/server/http/read-limited-body';
import { registerContract } from '@/server/http/register-contract';
import { loadOwnAvatar, replaceAvatar } from './service';

/**
 * The avatar upload takes the file's bytes as the raw body, whatever type the browser declares: the content decides.
 * This plugin's own parser hands the stream on unread, so the permission check runs before a byte is buffered.
 */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  const { services } = app;

  registerContract(app, avatarUpload, async (request) => {
    const upload = await readLimitedBody(request.body as Readable | undefined, {
      declaredLength: request.headers['content-length'],
      limit: AVATAR_MAX_BYTES,
      tooLarge: () => fileTooLarge(adminMessages.fileTooLargeText, adminMessages.fileTooLarge),
    });
    const { avatarUrl } = await replaceAvatar(services, request.session.actor, upload);
    return { message: adminMessages.avatarUpdated, avatarUrl };
  });

  registerContract(app, avatarRead, async (request, reply) => {
    const avatar = await loadOwnAvatar(services, request.session.actor);
    const etag = `"${avatar.etag}"`;
    // A versioned URL never changes its bytes; an unversioned one is revalidated every time.
    reply.header('etag', etag);
    reply.header(
      'cache-control',
      request.query.v === avatar.etag ? 'private, max-age=31536000, immutable' : 'private, no-cache',
    );
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(avatar.contentType).send(avatar.image);
  });
}
