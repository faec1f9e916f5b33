import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { contactSchema } from 'shared/validation/contact';
import { partnerSchema } from 'shared/validation/partner';
import { operationsMessageEmail } from '../lib/mail/templates';
import { parsePayload } from '../lib/payload';
import { CAPTCHA_HEADER } from '../plugins/captcha';
import { insertMessage, type NewMessage } from '../repositories/message-repository';
import { ErrorEnvelope, errors, MultilineText } from '../schemas/common';

export const MESSAGE_SENT = 'Your message has been sent successfully!';

const Text = Type.Optional(Type.String({ maxLength: 2000 }));
const Message = MultilineText({ maxLength: 2000 });
const Headers = Type.Object({ [CAPTCHA_HEADER]: Type.Optional(Type.String({ maxLength: 4000 })) });
const answers = {
  201: Type.Object({ status: Type.Literal(true), message: Type.String() }),
  ...errors,
  429: ErrorEnvelope,
  503: ErrorEnvelope,
};
const limit = { rateLimit: { max: 5, timeWindow: '10 minutes' } };

/** Contact and partner messages: checked, kept, then emailed to operations. */
const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deliver = async (message: NewMessage) => {
    // Stored first: the message is not lost if the email to operations fails.
    await insertMessage(app.db, message, app.now());
    const { kind, ...fields } = message;
    await app.mail.queue({
      to: app.config.mail.opsEmail,
      ...operationsMessageEmail({ kind, fields }),
    });
  };

  app.post(
    '/user/contact-us',
    {
      schema: {
        tags: ['messages'],
        summary: 'Send the contact form (params contact_us)',
        description: `Needs a solved captcha in the ${CAPTCHA_HEADER} header.`,
        headers: Headers,
        body: Type.Object({
          first_name: Text,
          last_name: Text,
          email: Text,
          restaurant_name: Text,
          post_code: Text,
          phone: Text,
          message: Type.Optional(Message),
          params: Type.Literal('contact_us'),
        }),
        response: answers,
      },
      config: limit,
    },
    async (request, reply) => {
      const form = parsePayload(contactSchema, request.body);
      await app.captcha.verify(request.headers[CAPTCHA_HEADER], request.ip);
      await deliver({
        kind: 'contact_us',
        first_name: form.first_name,
        last_name: form.last_name,
        email: form.email,
        phone: form.phone,
        restaurant_name: form.restaurant_name || null,
        post_code: form.post_code || null,
        city: null,
        message: form.message || null,
      });
      reply.code(201);
      return { status: true as const, message: MESSAGE_SENT };
    },
  );

  app.post(
    '/user/partner-register',
    {
      schema: {
        tags: ['messages'],
        summary: 'Send the partner (Register Your Business) form (params registration)',
        description: `Needs a solved captcha in the ${CAPTCHA_HEADER} header. agreeTerms stays in the browser.`,
        headers: Headers,
        body: Type.Object({
          first_name: Text,
          last_name: Text,
          email: Text,
          phone: Text,
          city: Text,
          post_code: Text,
          restaurant_name: Text,
          message: Type.Optional(Type.Union([Message, Type.Null()])),
          params: Type.Literal('registration'),
        }),
        response: answers,
      },
      config: limit,
    },
    async (request, reply) => {
      const form = parsePayload(partnerSchema, request.body);
      await app.captcha.verify(request.headers[CAPTCHA_HEADER], request.ip);
      await deliver({
        kind: 'registration',
        first_name: form.first_name,
        last_name: form.last_name,
        email: form.email,
        phone: form.phone,
        restaurant_name: form.restaurant_name,
        post_code: form.post_code,
        city: form.city,
        // The spec's client sends the string 'None' when the message is left empty.
        message: form.message && form.message !== 'None' ? form.message : null,
      });
      reply.code(201);
      return { status: true as const, message: MESSAGE_SENT };
    },
  );
};

export default messageRoutes;
