// SECURITY L4: fast-check sends thousands of generated requests over every route in Fastify's
// route table, as a guest, a member and an admin, with junk params, query strings, headers, JSON
// and multipart bodies. No answer is a 5xx or shows a stack; afterwards nobody became admin who
// was not made one by an admin, no counter is negative, and a bystander's rows are untouched.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lossyWebp, pngBytes } from '../helpers/images';
import { createUser, loginCookie, signedInUser, type TestUser } from '../factories';
import { buildPlatformApp, type PlatformApp, type RouteEntry } from '../platform/platform-app';
import { testDbKind } from '../test-db';
import { createLiveAd, submitCompliments } from './scenario';

/** Fixed, so a failure replays exactly; fast-check prints it with the failing request. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_250_611);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

type Identity = 'guest' | 'member' | 'admin';
const IDENTITIES: Identity[] = ['guest', 'member', 'admin'];

let t: PlatformApp;
const cookies: Record<Identity, string | undefined> = {
  guest: undefined,
  member: undefined,
  admin: undefined,
};
const people: Partial<Record<Identity, TestUser>> = {};
let bystander: TestUser;
let bystanderBefore: string;
let adminsBefore: number[];
let apiRoutes: RouteEntry[];
let staticRoutes: RouteEntry[];
let images: { webp: Buffer; png: Buffer };
/** Ids of users other than the bystander, and of things made during the run, for params. */
const knownUserIds: number[] = [];
const knownIds: string[] = [];

/** Every row that belongs to the user, as one comparable string. */
async function rowsOfUser(userId: number): Promise<string> {
  const tables = [
    sql`select to_jsonb(x) as row from users x where id = ${userId}::int`,
    sql`select to_jsonb(x) as row from sessions x where user_id = ${userId}::int order by id`,
    sql`select to_jsonb(x) as row from messages x where user_id = ${userId}::int order by id`,
    sql`select to_jsonb(x) as row from badges x where user_id = ${userId}::int order by id`,
    sql`select to_jsonb(x) as row from deliveries x where receiver_id = ${userId}::int order by id`,
    sql`select to_jsonb(x) as row from thanks x where thanker_id = ${userId}::int order by id`,
    sql`select to_jsonb(x) as row from compliments x where author_id = ${userId}::int order by id`,
    sql`select to_jsonb(x) as row from password_reset_tokens x where user_id = ${userId}::int order by id`,
  ];
  const parts = [];
  for (const query of tables) parts.push(await t.ctx.database.rows<{ row: unknown }>(query));
  return JSON.stringify(parts);
}

async function adminIds(): Promise<number[]> {
  const rows = await t.ctx.database.rows<{ id: number }>(
    sql`select id from users where is_admin order by id`,
  );
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  // Load shedding is L1's subject. Here a busy test machine could stall the loop and turn any
  // request into a shed 503, which would hide the 5xx this test looks for.
  t = await buildPlatformApp({ serverLimits: { maxEventLoopDelay: 0 } });
  const admin = await signedInUser(t.app, { isAdmin: true });
  const member = await signedInUser(t.app);
  cookies.admin = admin.cookie;
  cookies.member = member.cookie;
  people.admin = admin.user;
  people.member = member.user;
  // Content for the routes to find: a live ad, another author's compliments.
  knownIds.push(await createLiveAd(t.app, admin.cookie));
  const ids = await submitCompliments(t.app, (await signedInUser(t.app)).cookie, 3);
  knownIds.push(...ids.map(String));
  // The bystander's id is far from anything a generator favours, so only a hole in access
  // control (not an admin's lucky guess) could reach their rows. Their message id is small.
  await t.ctx.db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), 1234567890)`);
  bystander = await createUser(t.app);
  await loginCookie(t.app, bystander);
  const sent = await t.inject({
    method: 'POST',
    url: '/api/admin/message',
    headers: { cookie: admin.cookie },
    payload: { userId: bystander.id, message: 'A note only the bystander may read' },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  bystanderBefore = await rowsOfUser(bystander.id);
  adminsBefore = await adminIds();

  const seen = new Set<string>();
  const unique = t.routes.filter((route) => {
    const key = `${route.method} ${route.url}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const isApp = (url: string) => /^\/(api|r|media|healthz|readyz)(\/|$)/.test(url);
  apiRoutes = unique.filter((route) => isApp(route.url));
  staticRoutes = unique.filter((route) => !isApp(route.url));
  images = { webp: await lossyWebp(), png: await pngBytes() };
  knownUserIds.push(admin.user.id, member.user.id);
}, 60_000);

afterAll(() => t.close());

// --- Generators -------------------------------------------------------------------------------

const SPECIAL_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e9',
  '2147483648',
  '9007199254740993',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '"; drop table users; --',
  '\u0000',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'https://evil.example/',
  '\u202e\u0301💥',
  'a'.repeat(300),
];

const junkString = fc.oneof(
  fc.constantFrom(...SPECIAL_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.emailAddress(),
  fc.uuid().map(String),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.webUrl(),
);

const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: junkString },
  { weight: 2, arbitrary: fc.integer() },
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), junkString), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), junkString), { maxKeys: 3 }),
);

/** Field names the contract uses, so junk reaches past "unknown field" into the real checks. */
const FIELDS = [
  'text',
  'username',
  'email',
  'password',
  'confirmPassword',
  'token',
  'name',
  'category',
  'redirectUrl',
  'isActive',
  'publishedAt',
  'expireAt',
  'viewLimit',
  'counties',
  'title',
  'imageUrl',
  'message',
  'userId',
  'ownerName',
  'ownerEmail',
  'serviceProviderName',
  'discountTitle',
  'discountDescription',
  'discountCode',
  'websiteUrl',
  'description',
  'isAdmin',
  'karmaPoints',
  'id',
];

const WORDS = ['kind', 'bright', 'sunny', 'gentle', 'warm', 'brave', 'steady', 'calm', 'smile'];
const words = (min: number, max: number) =>
  fc.array(fc.constantFrom(...WORDS), { minLength: min, maxLength: max }).map((w) => w.join(' '));
const isoNear = fc
  .integer({ min: -30, max: 30 })
  .map((days) => new Date(Date.now() + days * 86_400_000).toISOString());

/**
 * A value that passes the contract for each field, so generated bodies also reach the services,
 * not only validation. Unknown keys are stripped by the schemas, so one object fits every route.
 */
const plausibleFields = fc
  .record({
    text: words(3, 25),
    email: fc.nat(1_000_000).map((n) => `fuzz.${n}@example.com`),
    secret: fc.nat(1_000_000).map((n) => `meadow-lantern-${n}`),
    token: fc
      .uint8Array({ minLength: 32, maxLength: 32 })
      .map((b) => Buffer.from(b).toString('hex')),
    name: words(1, 4),
    category: fc.constantFrom('HomepageBanner', 'InFeed', 'StickyFooter', 'Nature'),
    url: fc.nat(1000).map((n) => `https://example.com/kind/${n}?a=b`),
    isActive: fc.boolean(),
    publishedAt: isoNear,
    expireAt: fc.option(isoNear, { nil: null }),
    viewLimit: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
    counties: fc.constantFrom([], ['GB'], ['US', 'DE']),
    userIndex: fc.nat(),
  })
  .map((v) => ({
    text: v.text,
    username: v.email,
    email: v.email,
    password: v.secret,
    confirmPassword: v.secret,
    token: v.token,
    name: v.name,
    category: v.category,
    redirectUrl: v.url,
    isActive: v.isActive,
    publishedAt: v.publishedAt,
    expireAt: v.expireAt,
    viewLimit: v.viewLimit,
    counties: v.counties,
    title: v.name,
    imageUrl: v.url,
    message: v.text,
    userId: knownUserIds[v.userIndex % knownUserIds.length],
    ownerName: v.name,
    ownerEmail: v.email,
    serviceProviderName: v.name,
    discountTitle: v.name,
    discountDescription: v.text,
    discountCode: v.name.replace(/ /g, '').toUpperCase(),
    websiteUrl: v.url,
    description: v.text,
    // Mass assignment attempts ride along on every plausible body (SECURITY A4).
    isAdmin: true,
    karmaPoints: 999_999,
    id: 1,
  }));

/** A plausible body with some fields dropped and some replaced by junk. */
const nearValidFields = fc
  .tuple(
    plausibleFields,
    fc.subarray(FIELDS, { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELDS), junkValue, { maxKeys: 2 }),
  )
  .map(([fields, dropped, junk]) => {
    const body: Record<string, unknown> = { ...fields, ...junk };
    for (const key of dropped) delete body[key];
    return body;
  });

const paramValue = fc.oneof(
  { weight: 3, arbitrary: fc.nat(60).map(String) },
  { weight: 3, arbitrary: fc.nat().map((i) => encodeURIComponent(knownIds[i % knownIds.length]!)) },
  { weight: 2, arbitrary: fc.uuid().map(String) },
  { weight: 3, arbitrary: junkString.map(encodeURIComponent) },
  fc.integer().map(String),
  // Already encoded, some of it broken on purpose.
  fc.constantFrom('%00', '%E0%A4%A', '..%2F..%2Fetc', '%2e%2e', '%', 'a%2Fb', '%C0%AF'),
);

const queryString = fc.oneof(
  { weight: 2, arbitrary: fc.constant('') },
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom('placement', 'token', 'id', 'url', 'next', 'page'),
          fc.string({ maxLength: 6 }),
        ),
        fc.oneof(fc.constantFrom('homepage', 'feed', 'footer'), junkString),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map(
      (pairs) =>
        `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`,
    ),
  fc.constantFrom(
    '?__proto__[isAdmin]=true',
    '?constructor[prototype][isAdmin]=1',
    '?placement=homepage&placement=feed',
    '?a[]=1&a[]=2',
    '?%E0%A4%A=1',
    '?=&&=',
  ),
);

interface BodySpec {
  payload?: string | Buffer;
  contentType?: string;
}

const jsonBody: fc.Arbitrary<BodySpec> = fc
  .oneof(
    { weight: 4, arbitrary: nearValidFields },
    fc.dictionary(fc.constantFrom(...FIELDS), junkValue, { maxKeys: 5 }),
    fc.jsonValue(),
    fc.constantFrom(JSON.parse('{"__proto__":{"isAdmin":true}}') as unknown, {
      constructor: { prototype: { isAdmin: true } },
    }),
  )
  .map((value) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' }));

const rawBody: fc.Arbitrary<BodySpec> = fc.record({
  payload: fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.constantFrom('{', '{"text":', '[1,2', '{"a":1}{"b":2}', 'null', '"just a string"'),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
    'multipart/form-data; boundary=nothing-here',
    'application/json; charset=latin1',
    'junk/type',
  ),
});

/** Form fields are strings: lists as JSON, a missing value as an empty input. */
const toFormFields = (body: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      value === null || value === undefined
        ? ''
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value),
    ]),
  );

type FileKind = 'webp' | 'png' | 'svg' | 'html' | 'bytes' | 'none';

// The images are made in beforeAll; map runs at generation time, after it.
const multipartBody: fc.Arbitrary<BodySpec> = fc
  .record({
    fields: fc.oneof(
      { weight: 3, arbitrary: nearValidFields.map(toFormFields) },
      fc.dictionary(
        fc.oneof(fc.constantFrom(...FIELDS), fc.constantFrom('__proto__', 'constructor')),
        junkString,
        { maxKeys: 6 },
      ),
    ),
    file: fc.constantFrom<FileKind>('webp', 'png', 'svg', 'html', 'bytes', 'none'),
    fileField: fc.constantFrom('image', 'file', 'upload'),
    fileName: fc.oneof(
      fc.constantFrom('a.webp', '../../x.html', 'a"\r\nX: 1.png'),
      fc.string({ maxLength: 20 }),
    ),
    bytes: fc.uint8Array({ maxLength: 64 }),
  })
  .map(({ fields, file, fileField, fileName, bytes }) => {
    const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    }
    if (file !== 'none') {
      const content =
        file === 'webp'
          ? images.webp
          : file === 'png'
            ? images.png
            : file === 'svg'
              ? Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>')
              : file === 'html'
                ? Buffer.from('<!doctype html><script>alert(1)</script>')
                : Buffer.from(bytes);
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${fileName.replace(/[\r\n"]/g, '_')}"\r\nContent-Type: image/webp\r\n\r\n`,
        ),
        content,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    return {
      payload: Buffer.concat(parts),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  });

const bodyArb: fc.Arbitrary<BodySpec> = fc.oneof(
  { weight: 2, arbitrary: fc.constant<BodySpec>({}) },
  { weight: 4, arbitrary: jsonBody },
  { weight: 2, arbitrary: rawBody },
  { weight: 2, arbitrary: multipartBody },
);

const headerArb = fc
  .record(
    {
      origin: fc.constantFrom(
        'http://localhost:3000',
        'https://evil.example',
        'null',
        'javascript:x',
      ),
      'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'same-site', 'none', 'bogus'),
      'cf-ipcountry': fc.oneof(fc.constantFrom('GB', 'US', 'XX', 'T1', ''), junkString),
      'x-forwarded-for': fc.oneof(fc.ipV4(), junkString),
      accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/*', 'bogus'),
      'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', 'bogus;q=x'),
      'content-encoding': fc.constantFrom('gzip', 'deflate', 'bogus'),
      range: fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=junk', 'bytes=10-1'),
      'if-none-match': fc.oneof(fc.constant('*'), junkString),
      'content-type': fc.constantFrom('application/json', 'text/plain', 'multipart/form-data', ''),
      cookie: fc.constantFrom(
        'kindly_session=junk',
        'kindly_session=s%3Aabc.def',
        'kindly_session=; other=1',
        '__proto__=1',
      ),
    },
    { requiredKeys: [] },
  )
  .map((headers) =>
    Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [
        name,
        String(value).replace(/[^\t\x20-\x7e]/g, '?'),
      ]),
    ),
  );

interface FuzzRequest {
  identity: Identity;
  route: RouteEntry | 'static' | 'unknown';
  staticIndex: number;
  params: string[];
  query: string;
  headers: Record<string, string>;
  body: BodySpec;
  unknownPath: string;
}

function routeChoices(): fc.WeightedArbitrary<FuzzRequest['route']>[] {
  const choices: fc.WeightedArbitrary<FuzzRequest['route']>[] = [
    { weight: 20, arbitrary: fc.constantFrom(...apiRoutes) },
    { weight: 1, arbitrary: fc.constant('unknown') },
  ];
  // The built client's files are routes only when dist/client exists.
  if (staticRoutes.length > 0) choices.push({ weight: 1, arbitrary: fc.constant('static') });
  return choices;
}

const requestArb = (): fc.Arbitrary<FuzzRequest> =>
  fc.record({
    identity: fc.constantFrom(...IDENTITIES),
    route: fc.oneof(...routeChoices()),
    staticIndex: fc.nat(),
    params: fc.array(paramValue, { minLength: 3, maxLength: 3 }),
    query: queryString,
    headers: fc.oneof(
      { weight: 3, arbitrary: fc.constant({}) },
      { weight: 2, arbitrary: headerArb },
    ),
    body: bodyArb,
    unknownPath: fc.oneof(
      fc.constantFrom(
        '/api/nope',
        '/api/admin/../auth/me',
        '/api//auth/me',
        '/r/',
        '/media/',
        '/%2e%2e/',
      ),
      fc
        .array(junkString.map(encodeURIComponent), { minLength: 1, maxLength: 3 })
        .map((parts) => `/api/${parts.join('/')}`),
    ),
  });

const isRead = (route: RouteEntry) => route.method === 'GET' || route.method === 'HEAD';

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD', 'DELETE']);

function toInject(request: FuzzRequest): {
  options: InjectOptions;
  key: string;
  isStatic: boolean;
} {
  let method: string;
  let url: string;
  let key: string;
  let isStatic = false;
  if (request.route === 'static') {
    const route = staticRoutes[request.staticIndex % staticRoutes.length]!;
    ({ method, url } = route);
    key = 'static';
    isStatic = true;
  } else if (request.route === 'unknown') {
    method = ['GET', 'POST', 'PUT', 'DELETE'][request.staticIndex % 4]!;
    url = request.unknownPath;
    key = 'unknown';
  } else {
    ({ method } = request.route);
    let index = 0;
    url = request.route.url.replace(/:[A-Za-z]+/g, () => request.params[index++] ?? '1');
    key = `${method} ${request.route.url}`;
  }
  const headers: Record<string, string> = { ...request.headers };
  const identityCookie = cookies[request.identity];
  if (identityCookie)
    headers.cookie = headers.cookie ? `${identityCookie}; ${headers.cookie}` : identityCookie;
  const options: InjectOptions = {
    method: method as InjectOptions['method'],
    url: `${url}${request.query}`,
    headers,
  };
  if (!METHODS_WITHOUT_BODY.has(method) && request.body.payload !== undefined) {
    options.payload = request.body.payload;
    if (request.body.contentType && !('content-type' in request.headers))
      headers['content-type'] = request.body.contentType;
  }
  if (headers['content-type'] === '') delete headers['content-type'];
  return { options, key: `${request.identity} ${key}`, isStatic };
}

/** Ids in successful answers become params of later requests, so routes find real rows. */
function rememberIds(body: string) {
  if (knownIds.length > 200) return;
  for (const match of body.matchAll(/"id":("[0-9a-f-]{36}"|\d+)/g))
    knownIds.push(match[1]!.replace(/"/g, ''));
}

/** What a stack trace or a server path looks like in a body. */
const STACK =
  /\n\s+at [^\n]+:\d+:\d+|\bat (?:async )?[\w.<>]+ \([^)]*:\d+:\d+\)|node_modules\/|\/src\/server\//;

// --- The run ----------------------------------------------------------------------------------

const covered = new Set<string>();
const createdAdmins = new Set<string>();
let sent = 0;
const succeededWrites = new Set<string>();

/** A member's live events answer a stream that stays open: only its status is read. */
const isStream = (options: InjectOptions) =>
  options.method === 'GET' && /^\/api\/events\/?(\?|$)/.test(String(options.url));

/** Sends one generated request; throws on a 5xx or on a stack in the body. */
async function send(request: FuzzRequest): Promise<void> {
  const { options, key, isStatic } = toInject(request);
  if (isStream(options)) {
    const res = await t.inject({ ...options, payloadAsStream: true });
    res.stream().destroy();
    sent++;
    covered.add(key);
    if (res.statusCode >= 500) throw new Error(`${key} answered ${res.statusCode}`);
    return;
  }
  const res = await t.inject(options);
  sent++;
  covered.add(key);
  if (res.statusCode < 300 && typeof request.route === 'object' && !isRead(request.route))
    succeededWrites.add(key);
  rememberIds(res.body);
  const where = `${options.method} ${options.url} as ${request.identity}`;
  if (res.statusCode >= 500) throw new Error(`${where} answered ${res.statusCode}: ${res.body}`);
  if (!isStatic && STACK.test(res.body)) throw new Error(`${where} showed a stack: ${res.body}`);
  // An admin made by an admin is allowed; any other new admin is a hole.
  if (
    request.identity === 'admin' &&
    res.statusCode === 201 &&
    options.url?.toString().startsWith('/api/admin/create')
  ) {
    createdAdmins.add(res.json<{ email: string }>().email);
  }
  // A logout ends the session the identity uses: sign in again for the next requests.
  if (
    request.identity !== 'guest' &&
    res.statusCode === 204 &&
    /^\/api\/auth\/logout/.test(String(options.url))
  ) {
    cookies[request.identity] = await loginCookie(t.app, people[request.identity]!);
  }
}

describe(`L4 fuzzing every route as guest, member and admin (${testDbKind()})`, () => {
  it(`L4 ${RUNS} generated requests: no 5xx and no stack in any answer (seed ${SEED})`, async () => {
    // Every route meets every identity at least once, however many routes the table grows to;
    // the seeded random run then goes wherever it likes.
    let sweepSeed = SEED;
    for (const route of apiRoutes) {
      for (const identity of IDENTITIES) {
        const [request] = fc.sample(requestArb(), { seed: sweepSeed++, numRuns: 1 });
        await send({ ...request!, route, identity });
      }
    }
    await fc.assert(fc.asyncProperty(requestArb(), send), {
      seed: SEED,
      numRuns: RUNS,
      interruptAfterTimeLimit: 110_000,
    });
    expect(sent).toBeGreaterThanOrEqual(RUNS);
    // Not everything bounced off validation: writes on several routes went through.
    expect(succeededWrites.size).toBeGreaterThanOrEqual(5);
  }, 180_000);

  it('L4 every route in the route table was fuzzed as guest, member and admin', () => {
    const missing = apiRoutes
      .flatMap((route) => IDENTITIES.map((identity) => `${identity} ${route.method} ${route.url}`))
      .filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
  });

  it('L4 nobody became admin except through an admin, and no counter went below zero', async () => {
    const now = await adminIds();
    const added = now.filter((id) => !adminsBefore.includes(id));
    const addedEmails = await t.ctx.database.rows<{ email: string }>(
      sql`select email from users where id = any(${`{${added.join(',')}}`}::int[])`,
    );
    expect(
      addedEmails.map((row) => row.email).filter((email) => !createdAdmins.has(email)),
    ).toEqual([]);
    expect(now).not.toContain(people.member!.id);

    const [mins] = await t.ctx.database.rows<Record<string, number | null>>(
      sql`select
        (select min(karma_points) from users) as karma,
        (select min(seen_count) from compliment_seen_counts) as seen,
        (select min(times_used) from inspirational_images) as used,
        (select least(min(views), min(clicks)) from ads) as ads,
        (select least(min(views), min(claims)) from promotions) as promotions`,
    );
    for (const [counter, min] of Object.entries(mins!)) {
      if (min !== null) expect(Number(min), counter).toBeGreaterThanOrEqual(0);
    }
  });

  it('L4 the bystander’s rows are exactly as before', async () => {
    expect(await rowsOfUser(bystander.id)).toBe(bystanderBefore);
  });
});
