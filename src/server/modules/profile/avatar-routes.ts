import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMessages } from '@/domain/admin-messages';
import { AVATAR_MAX_BYTES } from '@/domain/avatar-rules';
import { AvatarReply } from '@/domain/contracts/profile';
import { fileTooLarge, readLimitedBody } from '@/server/http/read-limited-body';
import { loadOwnAvatar, replaceAvatar } from './service';

const tags = ['profile'];

/**
 * The avatar upload takes the file's bytes as the raw body, whatever type the browser declares: the content decides.
 * This plugin's own parser hands the stream on unread, so the permission check runs before a byte is buffered.
 */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { services } = app;

  r.put(
    '/api/v1/profile/avatar',
    {
      config: { action: 'session' },
      schema: {
        summary: 'Upload your avatar',
        tags,
        description: `The image file as the request body (JPEG, PNG, GIF or WebP, at most ${AVATAR_MAX_BYTES} bytes).`,
        response: { 200: AvatarReply },
      },
    },
    async (request) => {
      const upload = await readLimitedBody(request.body as Readable | undefined, {
        declaredLength: request.headers['content-length'],
        limit: AVATAR_MAX_BYTES,
        tooLarge: () => fileTooLarge(adminMessages.fileTooLargeText, adminMessages.fileTooLarge),
      });
      const { avatarUrl } = await replaceAvatar(services, request.session.actor, upload);
      return { message: adminMessages.avatarUpdated, avatarUrl };
    },
  );

  r.get(
    '/api/v1/profile/avatar',
    {
      config: { action: 'session' },
      schema: {
        summary: 'Read your avatar',
        tags,
        querystring: z.object({ v: z.string().max(64).optional() }),
        produces: ['image/webp'],
      },
    },
    async (request, reply) => {
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
    },
  );
}
