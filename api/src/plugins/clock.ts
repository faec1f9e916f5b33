import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The time every rule about holds and past slots uses; tests replace it. */
    now(): Date;
  }
}

export default fp<{ now?: () => Date }>(
  async (app, { now }) => {
    app.decorate('now', now ?? (() => new Date()));
  },
  { name: 'clock' },
);
