import { describe, expect, it } from 'vitest';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { WireResponse } from '../../server/src/response/response.entity.js';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import { createPartner, createProduct, createWire, createAccount } from '../helpers/factories.js';

/** Every bad input of one request comes back at once, each error at its field and path. */
const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;
const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;

const server = useTestServer();

const problemsOf = (result: {
  errors?: readonly { message: string; extensions?: Record<string, unknown> }[];
}) =>
  (result.errors ?? []).map((e) => ({
    code: e.extensions?.code,
    field: e.extensions?.field,
    fieldPath: e.extensions?.fieldPath,
  }));

describe('input problems, all at once, with paths', () => {
  it('postWire with five wrong fields answers five errors, one per field, and writes nothing', async () => {
    const buyer = await quickAs(server, 'member');
    const title = `x${Math.random()}`.slice(0, 2);
    const result = await buyer.request(POST, {
      input: {
        kind: 'BUILDING_MATERIALS',
        title,
        location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
        budget: { min: '900', max: '100', currency: 'naira' },
        neededBy: '2020-01-01T00:00:00.000Z',
        materials: {
          lines: [
            { material: 'Cement', quantity: 40, unit: 'bags' },
            { material: 'Sand', quantity: 2, unit: 'trips' },
            { material: 'Rods', quantity: 0, unit: 'tonnes' },
          ],
          deliveryNeeded: true,
        },
      },
    });
    expect(result.status).toBe(200);
    expect(problemsOf(result)).toEqual([
      { code: 'BAD_USER_INPUT', field: 'title', fieldPath: ['input', 'title'] },
      { code: 'BAD_USER_INPUT', field: 'min', fieldPath: ['input', 'budget', 'min'] },
      { code: 'BAD_USER_INPUT', field: 'currency', fieldPath: ['input', 'budget', 'currency'] },
      { code: 'BAD_USER_INPUT', field: 'neededBy', fieldPath: ['input', 'neededBy'] },
      {
        code: 'BAD_USER_INPUT',
        field: 'quantity',
        fieldPath: ['input', 'materials', 'lines', 2, 'quantity'],
      },
    ]);
    expect(result.errors?.every((e) => e.message.length > 10)).toBe(true);
    expect(await server.em().count(Wire, { title })).toBe(0);
  });

  it('quantities have a least (0.001) and chosen dates a horizon (5 years), on wires and on quotes', async () => {
    const buyer = await quickAs(server, 'member');
    const title = 'Sand by the grain';
    const posted = await buyer.request(POST, {
      input: {
        kind: 'BUILDING_MATERIALS',
        title,
        location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
        neededBy: '9999-12-31T00:00:00.000Z',
        materials: {
          lines: [
            { material: 'Sand', quantity: 5e-324, unit: 'tonnes' },
            { material: 'Gravel', quantity: 1e-7, unit: 'tonnes' },
            { material: 'Cement', quantity: 0.001, unit: 'tonnes' },
          ],
          deliveryNeeded: true,
        },
      },
    });
    expect(problemsOf(posted)).toEqual([
      { code: 'BAD_USER_INPUT', field: 'neededBy', fieldPath: ['input', 'neededBy'] },
      {
        code: 'BAD_USER_INPUT',
        field: 'quantity',
        fieldPath: ['input', 'materials', 'lines', 0, 'quantity'],
      },
      {
        code: 'BAD_USER_INPUT',
        field: 'quantity',
        fieldPath: ['input', 'materials', 'lines', 1, 'quantity'],
      },
    ]);
    expect(posted.errors?.[0]?.message).toMatch(/5 years/);
    expect(posted.errors?.[1]?.message).toMatch(/at least 0\.001/);
    expect(await server.em().count(Wire, { title })).toBe(0);

    const { partner, cookie } = await createPartner(server);
    const seller = new GqlClient(server);
    seller.cookie = cookie;
    const product = await createProduct(server, partner);
    const wire = await createWire(server, await createAccount(server, { password: null }));
    const quoted = await seller.request(RESPOND, {
      input: {
        wireId: wire.id,
        message: 'From stock',
        validUntil: '9999-12-31T00:00:00.000Z',
        offeredProducts: [
          { productId: product.id, quantity: 5e-324, unitPrice: '4500' },
          { productId: product.id, quantity: 1e-10, unitPrice: '4500' },
        ],
      },
    });
    expect(problemsOf(quoted)).toEqual([
      { code: 'BAD_USER_INPUT', field: 'validUntil', fieldPath: ['input', 'validUntil'] },
    ]);
    const lines = await seller.request(RESPOND, {
      input: {
        wireId: wire.id,
        message: 'From stock',
        offeredProducts: [
          { productId: product.id, quantity: 5e-324, unitPrice: '4500' },
          { productId: product.id, quantity: 1e-10, unitPrice: '4500' },
        ],
      },
    });
    expect(problemsOf(lines)).toEqual(
      [0, 1].map((index) => ({
        code: 'BAD_USER_INPUT',
        field: `offeredProducts[${index}].quantity`,
        fieldPath: ['input', 'offeredProducts', index, 'quantity'],
      })),
    );
    expect(await server.em().count(WireResponse, { wire: wire.id })).toBe(0);
  });

  it('respondToWire names each bad line of an itemised quote by its index', async () => {
    const { partner, cookie } = await createPartner(server);
    const seller = new GqlClient(server);
    seller.cookie = cookie;
    const product = await createProduct(server, partner);
    const wire = await createWire(server, await createAccount(server, { password: null }));
    const result = await seller.request(RESPOND, {
      input: {
        wireId: wire.id,
        message: 'From stock',
        offeredProducts: [
          { productId: product.id, quantity: -1, unitPrice: '4500' },
          { productId: product.id, quantity: 2, unitPrice: '4500' },
          { productId: product.id, quantity: 1, unitPrice: 'cheap' },
        ],
      },
    });
    expect(problemsOf(result)).toEqual([
      {
        code: 'BAD_USER_INPUT',
        field: 'offeredProducts[0].quantity',
        fieldPath: ['input', 'offeredProducts', 0, 'quantity'],
      },
      {
        code: 'BAD_USER_INPUT',
        field: 'offeredProducts[2].unitPrice',
        fieldPath: ['input', 'offeredProducts', 2, 'unitPrice'],
      },
    ]);
    expect(await server.em().count(WireResponse, { wire: wire.id })).toBe(0);
  });

  it('class-validator refusals come together too, under their argument', async () => {
    const member = await quickAs(server, 'member');
    const result = await member.request(
      `mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`,
      { input: { displayName: '', phone: '9'.repeat(80) } },
    );
    const problems = problemsOf(result);
    expect(problems.length).toBeGreaterThanOrEqual(2);
    expect(problems).toEqual(
      expect.arrayContaining([
        { code: 'BAD_USER_INPUT', field: 'displayName', fieldPath: ['input', 'displayName'] },
        { code: 'BAD_USER_INPUT', field: 'phone', fieldPath: ['input', 'phone'] },
      ]),
    );
  });

  it('the same over the WebSocket', async () => {
    const buyer = await quickAs(server, 'member');
    const ws = buyer.ws();
    const result = await new Promise<{
      errors?: readonly { extensions?: Record<string, unknown>; message: string }[];
    }>((resolve) =>
      ws.subscribe(
        {
          query: POST,
          variables: {
            input: {
              kind: 'PROPERTY',
              title: 'ab',
              location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
            },
          },
        },
        {
          next: (value) => resolve(value),
          error: (error) => resolve({ errors: error as never }),
          complete: () => {},
        },
      ),
    );
    expect(problemsOf(result)).toEqual([
      { code: 'BAD_USER_INPUT', field: 'title', fieldPath: ['input', 'title'] },
      { code: 'BAD_USER_INPUT', field: 'property', fieldPath: ['input', 'property'] },
    ]);
    await ws.dispose();
  });

  it('a malformed id is BAD_USER_INPUT at its argument (every one at once), an unknown one NOT_FOUND', async () => {
    const buyer = await quickAs(server, 'member');
    const wireOf = (id: string) => buyer.request(`query W($id: ID!) { wire(id: $id) { id } }`, { id });
    expect(problemsOf(await wireOf('abc'))).toEqual([
      { code: 'BAD_USER_INPUT', field: 'id', fieldPath: ['id'] },
    ]);
    expect(problemsOf(await wireOf('00000000-0000-4000-8000-000000000000'))[0]?.code).toBe('NOT_FOUND');
    const literal = await buyer.request(`mutation { closeWire(id: "12") { id } }`);
    expect(problemsOf(literal)).toEqual([{ code: 'BAD_USER_INPUT', field: 'id', fieldPath: ['id'] }]);

    const posted = await buyer.request(POST, {
      input: {
        kind: 'BUILDING_MATERIALS',
        title: 'Cement with attachments',
        location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
        materials: { lines: [{ material: 'Cement', quantity: 4, unit: 'bags' }], deliveryNeeded: true },
        attachmentIds: ['00000000-0000-4000-8000-000000000000', 'plan.pdf', '../../etc/passwd'],
      },
    });
    expect(problemsOf(posted)).toEqual([
      { code: 'BAD_USER_INPUT', field: 'attachmentIds', fieldPath: ['input', 'attachmentIds', 1] },
      { code: 'BAD_USER_INPUT', field: 'attachmentIds', fieldPath: ['input', 'attachmentIds', 2] },
    ]);
    // a session's id is not a UUID: still answered by its resolver
    const session = await buyer.request(`mutation { revokeSession(id: "not-a-session") }`);
    expect(problemsOf(session)[0]?.code).toBe('NOT_FOUND');
    // access first: a visitor learns nothing about the id
    const visitor = await new GqlClient(server).request(`mutation { closeWire(id: "12") { id } }`);
    expect(problemsOf(visitor)[0]?.code).toBe('UNAUTHENTICATED');
  });
});
