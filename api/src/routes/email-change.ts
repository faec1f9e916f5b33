import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { assertEmailAllowance } from './email-limit';
import { emailChangeEmail, emailChangeNoticeEmail, escapeHtml } from '../lib/mail/templates';
import {
  confirmEmailChange,
  EMAIL_CHANGE_HOURS,
  issueEmailChange,
} from '../repositories/email-change-repository';
import { recordEmailEvent, type User } from '../repositories/user-repository';

/** Links to a new address per address and hour, as for activation links. */
export const EMAIL_CHANGE_SENDS_PER_HOUR = 3;

export const EMAIL_CHANGE_PENDING = (newEmail: string) =>
  `Your changes have been saved. To use ${newEmail}, open the link we have sent there; until then your email stays as it is.`;
export const EMAIL_CHANGED = (email: string) =>
  `Your TableHop email is now ${email}. Use it to sign in from now on.`;
export const EMAIL_CHANGE_LINK_INVALID =
  'This link has expired or was already used. Change your email again from your profile.';
export const EMAIL_CHANGE_TAKEN = 'Another account uses that email now, so yours has not changed.';

/**
 * A signed-in diner asked (with their password) to use `newEmail`: the new address gets a
 * link that makes the change, and the old one is told, so neither a stolen session nor a typo
 * moves the account (and its password reset) to an address nobody proved.
 */
export async function startEmailChange(
  app: FastifyInstance,
  reply: FastifyReply,
  user: User,
  newEmail: string,
) {
  const now = app.now();
  // Counted on the address the link goes to, like activation links.
  await assertEmailAllowance(app.db, reply, newEmail, 'activation', now, {
    limit: EMAIL_CHANGE_SENDS_PER_HOUR,
    windowMs: 3_600_000,
    message: 'Too many emails sent to this address. Please try again later.',
  });
  await recordEmailEvent(app.db, newEmail, 'activation', now);
  const token = await issueEmailChange(app.db, user.id, newEmail, now);
  const link = `${app.config.publicUrl}/api/v1/user/confirm-email?token=${encodeURIComponent(token)}`;
  await app.mail.queue({
    to: newEmail,
    ...emailChangeEmail({ firstName: user.firstName, newEmail, link, hours: EMAIL_CHANGE_HOURS }),
  });
  await app.mail.queue({
    to: user.email,
    ...emailChangeNoticeEmail({ firstName: user.firstName, newEmail }),
  });
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | TableHop</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#fafafa;color:#222}
main{max-width:26rem;padding:2rem;text-align:center}button{font:inherit;padding:.75rem 1.5rem;border:0;border-radius:.5rem;background:#c0392b;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #222;outline-offset:2px}a{color:#222}</style></head>
<body><main><h1>${title}</h1>${body}</main></body></html>`;

const Token = Type.String({ minLength: 1, maxLength: 600 });

/** The emailed link: a page whose button makes the change (mail scanners open links too). */
const emailChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/confirm-email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The link emailed to a new address: a page whose button confirms the change',
        querystring: Type.Object({ token: Token }),
      },
    },
    async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(
        page(
          'Confirm your new email',
          `<p>One click and your TableHop account uses this address.</p>
<form method="post" action="/api/v1/user/confirm-email"><input type="hidden" name="token" value="${escapeHtml(request.query.token)}">
<button type="submit">Confirm my new email</button></form>`,
        ),
      ),
  );

  // The page's form posts urlencoded; only this plugin's routes accept it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2048 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/user/confirm-email',
    {
      schema: {
        tags: ['accounts'],
        summary:
          "Confirm a change of email: the account's email becomes the address the link went to",
        description:
          'Answers a page (400 for a used or expired link, 409 when another account took the address meanwhile).',
        body: Type.Object({ token: Token }),
      },
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const result = await confirmEmailChange(app.db, request.body.token, app.now());
      const home = `<p><a href="${escapeHtml(app.config.publicUrl)}/sign-in">Go to sign in</a></p>`;
      reply.type('text/html; charset=utf-8');
      if (result.outcome === 'changed') {
        return page('Email changed', `<p>${escapeHtml(EMAIL_CHANGED(result.email))}</p>${home}`);
      }
      reply.code(result.outcome === 'taken' ? 409 : 400);
      const reason = result.outcome === 'taken' ? EMAIL_CHANGE_TAKEN : EMAIL_CHANGE_LINK_INVALID;
      return page('Email not changed', `<p>${escapeHtml(reason)}</p>${home}`);
    },
  );
};

export default emailChangeRoutes;
