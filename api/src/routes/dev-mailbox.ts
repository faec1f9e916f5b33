import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { desc, sql } from 'drizzle-orm';

import { mailMessages } from '../db/schema';
import { errors } from '../schemas/common';

/** Enough for any test or demo flow; the outbox is never paged. */
export const MAILBOX_LIMIT = 50;

const MailboxItem = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  attachments: Type.Array(
    Type.Object({ filename: Type.String(), contentType: Type.String(), content: Type.String() }),
  ),
});

/**
 * The outbox, for development and e2e tests: app.ts mounts it under /api/dev only when the
 * config allows it. A bare array rather than the usual envelope, as the architecture fixes it.
 */
const devMailboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages stored in outbox mode for one address, newest first (at most 50)',
        querystring: Type.Object({
          to: Type.String({ minLength: 1, maxLength: 320, description: 'recipient, any case' }),
        }),
        response: { 200: Type.Array(MailboxItem), 400: errors[400] },
      },
    },
    async (request, reply) => {
      const found = await app.db
        .select()
        .from(mailMessages)
        .where(sql`lower(${mailMessages.to}) = lower(${request.query.to.trim()})`)
        .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id))
        .limit(MAILBOX_LIMIT);
      // Codes and links in these bodies must not linger in a browser or proxy cache.
      reply.header('cache-control', 'no-store');
      return found.map((row) => ({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        created_at: row.createdAt.toISOString(),
        attachments: row.attachments,
      }));
    },
  );
};

export default devMailboxRoutes;
