import Fastify, { type FastifyInstance, type FastifyLoggerOptions, LogController } from 'fastify';

import type { Config } from './config/env';
import errorHandler from './plugins/error-handler';
import webPlugin from './plugins/web';
import apiRoutes from './routes';

export interface BuildAppOptions {
  /** Where log lines go instead of stdout; tests use it to read what was logged. */
  logStream?: FastifyLoggerOptions['stream'];
}

export function buildApp(config: Config, options: BuildAppOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // A line per injected request would bury test output; errors are still logged.
    logController: new LogController({ disableRequestLogging: config.nodeEnv === 'test' }),
  });

  app.register(errorHandler);
  app.register(apiRoutes, { prefix: '/api/v1' });
  if (config.staticRoot) {
    app.register(webPlugin, { staticRoot: config.staticRoot });
  }

  return app;
}
