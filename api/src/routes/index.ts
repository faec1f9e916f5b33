import type { FastifyPluginAsync } from 'fastify';

import healthRoutes from './health';

/** Every resource's route plugin, mounted by app.ts under `/api/v1`. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};

export default apiRoutes;
