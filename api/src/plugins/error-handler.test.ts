import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

let database: TestDatabase;
let app: FastifyInstance;
let lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ restaurants: 1 });
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  app = buildApp(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info' }), { logStream, database });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.dispose();
});

beforeEach(() => {
  lines = [];
});

const INFO = 30;

it.each([
  ['a schema refusal', { method: 'GET', url: '/api/v1/user/restaurant?per_page=0' }, 400],
  ['a form refusal', { method: 'POST', url: '/api/v1/user/forget-password?email=nope' }, 400],
  ['a missing sign-in', { method: 'GET', url: '/api/v1/user/profile' }, 401],
  [
    'an unsupported body',
    {
      method: 'POST',
      url: '/api/v1/user/guest-login',
      headers: { 'content-type': 'text/x-nothing' },
      payload: 'x',
    },
    415,
  ],
] as const)(
  'logs %s as one info line with its reason and no stack',
  async (_name, request, status) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    const logged = lines.filter((line) => line.statusCode === status);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: INFO,
      statusCode: status,
      reason: response.json().message,
    });
    expect(JSON.stringify(lines)).not.toMatch(/stack|\bat \w+ \(/);
  },
);

describe('a value that fails a pattern', () => {
  it.each([
    [
      '/api/v1/user/search-restaurant?name=pizza&cuisine=thai',
      'querystring/cuisine must be up to 50 cuisine ids separated by commas, such as 3,7',
    ],
    [
      '/api/v1/user/restaurants/not-a-uuid',
      'params/uuid must be a UUID such as 7c96e30c-c8eb-44a2-bd92-96cdc9e19ad0',
    ],
    ['/api/v1/user/restaurant-single-info/abc', 'params/id must be a restaurant number or UUID'],
    [
      '/api/v1/user/reservation/reservation-info/abc',
      'params/id must be a reservation number or UUID',
    ],
    [
      '/api/v1/images/photos/7c96e30c-c8eb-44a2-bd92-96cdc9e19ad0/cover.png',
      'params/file must be a photo file name such as 1.jpg',
    ],
    ['/api/v1/files/menus/menu.exe', 'params/file must be a menu file name such as 12.pdf'],
  ])('GET %s says what the field must be, not the regex', async (url, message) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: false, message });
  });

  it('says a time must be HH:MM', async () => {
    const when = '01/01/2030';
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/user/reservation/reservation-time-hold',
      query: {
        start_time: '7pm',
        end_time: '19:30',
        date: when,
        day: 'tuesday',
        status: 'hold',
        rest_uuid: '7c96e30c-c8eb-44a2-bd92-96cdc9e19ad0',
        number_of_people: '2',
      },
    });
    expect(response.json().message).toBe(
      'querystring/start_time must be a time as HH:MM, such as 19:30',
    );
  });
});
