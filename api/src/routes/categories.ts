import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BUSIEST_ONLY_PARAM, COUNTS_ONLY_PARAM } from 'shared/search/busiest-cuisine';
import { listCuisines } from '../repositories/restaurant-repository';
import { ok } from '../schemas/common';
import { Cuisine } from '../schemas/restaurant';

/** The home grid shows at most 16 restaurants of the selected cuisine (spec section 9). */
const RESTAURANTS_PER_CUISINE = 16;

const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/category',
    {
      schema: {
        tags: ['restaurants'],
        summary: 'Cuisines with their restaurant count and best-rated restaurants',
        querystring: Type.Object({
          [BUSIEST_ONLY_PARAM]: Type.Optional(
            Type.Boolean({
              description:
                "Only the busiest cuisine's restaurants (the home page's first screen); the others' lists are empty",
            }),
          ),
          [COUNTS_ONLY_PARAM]: Type.Optional(
            Type.Boolean({
              description:
                "No restaurants at all, each cuisine's list empty (the result page's filters); wins over busiest_only",
            }),
          ),
        }),
        response: { 200: ok(Type.Array(Cuisine)) },
      },
    },
    async (request) => ({
      status: true as const,
      message: 'ok',
      data: await listCuisines(app.db, RESTAURANTS_PER_CUISINE, {
        restaurants:
          request.query[COUNTS_ONLY_PARAM] === true
            ? 'none'
            : request.query[BUSIEST_ONLY_PARAM] === true
              ? 'busiest'
              : 'all',
      }),
    }),
  );
};

export default categoryRoutes;
