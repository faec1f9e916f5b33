import type { FastifyPluginAsync } from 'fastify';

import accountRoutes from './accounts';
import captchaConfigRoutes from './captcha-config';
import categoryRoutes from './categories';
import emailChangeRoutes from './email-change';
import healthRoutes from './health';
import mediaRoutes from './media';
import messageRoutes from './messages';
import passwordResetRoutes from './password-reset';
import profileRoutes from './profile';
import reservationRoutes from './reservations';
import restaurantRoutes from './restaurants';
import standbyRoutes from './standby';
import uploadRoutes from './uploads';

/** Every resource's route plugin, mounted by app.ts under `/api/v1`. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(restaurantRoutes);
  await app.register(categoryRoutes);
  await app.register(mediaRoutes);
  await app.register(reservationRoutes);
  await app.register(accountRoutes);
  await app.register(passwordResetRoutes);
  await app.register(profileRoutes);
  await app.register(emailChangeRoutes);
  await app.register(messageRoutes);
  await app.register(uploadRoutes);
  await app.register(standbyRoutes);
  await app.register(captchaConfigRoutes);
};

export default apiRoutes;
