import { describe, expect, it } from 'vitest';

import { PostWireDocument, WireboardListDocument, WireDetailsDocument } from '../gql/graphql';
import { connectionOf, wireCard, wireDetails } from '../test/fixtures';
import { createTestClient } from '../test/render';

const id = '7d0c64c5-5ad7-4d0b-8f4e-3f2b8f6b2a10';
const input = {
  kind: 'BUILDING_MATERIALS' as const,
  title: 'Wire 7d0c',
  location: { label: 'Yaba, Lagos', lat: 6.5095, lng: 3.3711 },
  materials: { deliveryNeeded: true, lines: [{ material: 'Cement 50kg', quantity: 40, unit: 'bags' }] },
};

describe('the cache', () => {
  it('answers the details of a wire postWire returned without asking the server', async () => {
    // only the mutation is mocked: a WireDetails request would fail
    const client = createTestClient([
      {
        request: { query: PostWireDocument, variables: { input } },
        result: { data: { postWire: wireDetails(id, { title: input.title }) } },
      },
    ]);
    await client.mutate({ mutation: PostWireDocument, variables: { input } });
    const { data } = await client.query({ query: WireDetailsDocument, variables: { id } });
    expect(data?.wire).toMatchObject({ id, title: 'Wire 7d0c', isMine: true, responses: [] });
  });

  it('still asks the server for the fields it lacks (a wire seen only on the wireboard)', async () => {
    const variables = { filter: null, first: 20 };
    const client = createTestClient([
      {
        request: { query: WireboardListDocument, variables },
        result: { data: { wireboard: connectionOf('WireConnection', [wireCard(id)]) } },
      },
      {
        request: { query: WireDetailsDocument, variables: { id } },
        result: { data: { wire: wireDetails(id, { description: 'From the server' }) } },
      },
    ]);
    await client.query({ query: WireboardListDocument, variables });
    const { data } = await client.query({ query: WireDetailsDocument, variables: { id } });
    expect(data?.wire.description).toBe('From the server');
  });
});
