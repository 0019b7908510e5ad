import { describe, expect, it } from 'vitest';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { useTestServer } from '../helpers/test-server.js';
import { errorOf, GqlClient, quickAs } from '../helpers/clients.js';
import { uniqueEmail } from '../helpers/factories.js';
import { serializeError } from '../../server/src/common/logger.js';

const POST = `mutation($input: PostWireInput!) { postWire(input: $input) { id } }`;
const PROFILE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`;
const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { member { id } } }`;
const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) { member { id } } }`;

const NUL = 'a\u0000b';
const LONE_HIGH = 'ok \uD800 no';
const LONE_LOW = '\uDC00tail';

const server = useTestServer({ SIGNIN_LIMIT_PER_IP: '1000', SIGNUP_LIMIT_PER_IP: '1000' });

const wireInput = (overrides: Record<string, unknown> = {}, material = '9-inch blocks') => ({
  kind: 'BUILDING_MATERIALS',
  title: 'Blocks for a fence',
  location: { label: 'Ikeja, Lagos', lat: 6.6, lng: 3.35 },
  materials: { lines: [{ material, quantity: 500, unit: 'pieces' }], deliveryNeeded: true },
  ...overrides,
});

describe('text that PostgreSQL cannot store is refused at its field', () => {
  it('postWire: NUL and lone surrogates in variables, at any depth and in lists, write nothing', async () => {
    const member = await quickAs(server, 'member');
    const cases: [Record<string, unknown>, string, (string | number)[]][] = [
      [wireInput({ title: `Blocks ${NUL}` }), 'title', ['input', 'title']],
      [wireInput({ description: LONE_HIGH }), 'description', ['input', 'description']],
      [wireInput({}, LONE_LOW), 'material', ['input', 'materials', 'lines', 0, 'material']],
      [wireInput({ location: { label: NUL, lat: 6.6, lng: 3.35 } }), 'label', ['input', 'location', 'label']],
    ];
    for (const [input, field, fieldPath] of cases) {
      const result = await member.request(POST, { input });
      expect(result.status).toBeLessThan(500);
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field });
      expect(result.errors?.[0]?.extensions?.fieldPath).toEqual(fieldPath);
    }
    expect(await server.em().count(Wire, {})).toBe(0);
  });

  it('text of only spaces is refused like empty text, at its field with its message, and writes nothing', async () => {
    const member = await quickAs(server, 'member');
    const line = (material: string, unit: string) => ({
      materials: { lines: [{ material, quantity: 500, unit }], deliveryNeeded: true },
    });
    const cases: [Record<string, unknown>, (string | number)[], RegExp][] = [
      [
        wireInput({ location: { label: '   ', lat: 6.6, lng: 3.35 } }),
        ['input', 'location', 'label'],
        /place name/,
      ],
      [wireInput(line('  \t ', 'pieces')), ['input', 'materials', 'lines', 0, 'material'], /material/],
      [wireInput(line('Blocks', '\u00a0\u3000')), ['input', 'materials', 'lines', 0, 'unit'], /unit/],
      [wireInput({ title: '      ' }), ['input', 'title'], /at least 3/],
    ];
    for (const [input, fieldPath, message] of cases) {
      const result = await member.request(POST, { input });
      expect(errorOf(result), JSON.stringify(fieldPath)).toEqual({
        code: 'BAD_USER_INPUT',
        field: fieldPath.at(-1),
      });
      expect(result.errors?.[0]?.extensions?.fieldPath).toEqual(fieldPath);
      expect(result.errors?.[0]?.message).toMatch(message);
    }
    expect(await server.em().count(Wire, {})).toBe(0);
    const profile = await member.request(PROFILE, { input: { displayName: '   ' } });
    expect(errorOf(profile)).toEqual({ code: 'BAD_USER_INPUT', field: 'displayName' });
    // text around a word is still the word (trimmed where it is stored, as before)
    const posted = await member.ok<{ postWire: { id: string } }, unknown>(POST, {
      input: wireInput({ location: { label: '  Ikeja  ', lat: 6.6, lng: 3.35 } }),
    });
    const wire = await server.em().findOneOrFail(Wire, { id: posted.postWire.id });
    expect(wire.locationLabel).toBe('Ikeja');
  });

  it('a literal in the operation text is checked like a variable', async () => {
    const member = await quickAs(server, 'member');
    const result = await member.request(
      `mutation { updateProfile(input: { displayName: "Ada \\u0000 Obi" }) { id } }`,
    );
    expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field: 'displayName' });
  });

  it('updateProfile, signIn and signUp refuse them too', async () => {
    const member = await quickAs(server, 'member');
    const profile = await member.request(PROFILE, { input: { displayName: LONE_HIGH } });
    expect(errorOf(profile)).toEqual({ code: 'BAD_USER_INPUT', field: 'displayName' });
    const anonymous = new GqlClient(server);
    const signIn = await anonymous.request(SIGN_IN, {
      input: { email: `a${NUL}@example.com`, password: 'whatever it is' },
    });
    expect(errorOf(signIn)).toEqual({ code: 'BAD_USER_INPUT', field: 'email' });
    const signUp = await anonymous.request(SIGN_UP, {
      input: { email: uniqueEmail(), password: `pass ${LONE_LOW} word`, displayName: 'Ada' },
    });
    expect(errorOf(signUp)).toEqual({ code: 'BAD_USER_INPUT', field: 'password' });
  });

  it('a query argument (wireboard search) is checked as well', async () => {
    const partner = await quickAs(server, 'member');
    const result = await partner.request(
      `query($q: String) { wireboard(filter: { text: $q }) { totalCount } }`,
      {
        q: NUL,
      },
    );
    expect(result.status).toBeLessThan(500);
    expect(errorOf(result).code).toBe('BAD_USER_INPUT');
  });

  it('a database error is logged with its reason, without the statement or its values', async () => {
    const error: unknown = await server
      .em()
      .execute(`select ?::text as echoed`, [`secret value ${NUL}`])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('secret value');
    expect(logged).not.toContain('echoed');
    // the driver's reason and SQLSTATE stay
    expect(serializeError(error)).toMatchObject({ message: 'invalid message format', code: '08P01' });
  });
});
