import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashSecret } from '../lib/credentials';
import { type User, userForSession } from '../repositories/user-repository';
import { HttpError } from '../lib/http-error';

export interface Session {
  user: User;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes only a signed-in user may call: 401 otherwise. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** The session behind the request's bearer token, if any; a bad token is a 401. */
    sessionOf(request: FastifyRequest): Promise<Session | null>;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new HttpError(401, SIGN_IN_REQUIRED);
  return match[1]!;
};

/** The stored form of the request's bearer token, or null without a well-formed one. */
export function bearerHash(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? hashSecret(match[1]!) : null;
}

/** Opaque bearer tokens, looked up by hash on every request so logout takes effect at once. */
export default fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.decorate('sessionOf', async (request: FastifyRequest) => {
      if (request.session) return request.session;
      const token = bearer(request);
      if (!token) return null;
      const session = await userForSession(app.db, token, app.now());
      if (!session) throw new HttpError(401, 'Your session has ended. Please sign in again.');
      request.session = session;
      return session;
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!(await app.sessionOf(request))) throw new HttpError(401, SIGN_IN_REQUIRED);
    });
  },
  { name: 'auth', dependencies: ['db', 'clock'] },
);
