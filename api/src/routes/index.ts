import type { FastifyPluginAsync } from 'fastify';

import categoryRoutes from './categories';
import healthRoutes from './health';
import mediaRoutes from './media';
import reservationRoutes from './reservations';
import restaurantRoutes from './restaurants';

/** Every resource's route plugin, mounted by app.ts under `/api/v1`. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(restaurantRoutes);
  await app.register(categoryRoutes);
  await app.register(mediaRoutes);
  await app.register(reservationRoutes);
};

export default apiRoutes;
