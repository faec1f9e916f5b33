import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { insertRestaurant } from '../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 5 });
  app = buildApp(
    loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEARCH_INDEX_REFRESH_SECONDS: '1' }),
    { database },
  );
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const search = async (query: string) =>
  (await app.inject({ method: 'GET', url: `/api/v1/user/search-restaurant?${query}` })).json();

it('picks up a restaurant added after start once its fingerprint check runs', async () => {
  const before = app.searchIndex();
  // Near Lerwick: nothing from the seed is within 10 km, so only a fresh index finds it.
  const added = await insertRestaurant(database.db, {
    name: 'Quayside Kipper House',
    latitude: 60.153,
    longitude: -1.149,
  });
  expect((await search('post_code=ZE1%200AA')).data.data[0].id).not.toBe(added.id);

  await new Promise((resolve) => setTimeout(resolve, 2500));

  expect(app.searchIndex()).not.toBe(before);
  expect((await search('post_code=ZE1%200AA')).data.data[0].id).toBe(added.id);
  expect((await search('name=kipper%20house')).data.data[0].id).toBe(added.id);
});

it('does not rebuild when nothing changed', async () => {
  const current = app.searchIndex();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(app.searchIndex()).toBe(current);
});
