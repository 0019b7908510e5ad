import { describe, expect, it } from 'vitest';
import { wrap } from '@mikro-orm/core';
import { readOnlyEntities } from '../../server/src/db/read-only-entities.js';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { WireKind } from '../../server/src/wire/wire.enums.js';
import { useTestServer } from '../helpers/test-server.js';
import { createAccount, createWire } from '../helpers/factories.js';

const server = useTestServer();

describe('read-only entities (the public boards’ rows)', () => {
  it('hold what em.map gives, as unmanaged Wire instances with an uninitialised owner', async () => {
    const owner = await createAccount(server, { password: null });
    const materials = await createWire(server, owner, { budgetMin: '1500.50', budgetMax: '90000' });
    const property = await createWire(server, owner, {
      kind: WireKind.PROPERTY,
      description: 'Near a school',
    });
    await server
      .em()
      .execute(
        `update wire set needed_by = now() + interval '3 days', sealed = true, reveal_at = now() where id = ?`,
        [property.id],
      );
    const rows = await server
      .em()
      .execute<Record<string, unknown>[]>(`select w.* from wire w where w.id in (?, ?) order by w.title`, [
        materials.id,
        property.id,
      ]);
    expect(rows).toHaveLength(2);

    const em = server.em().fork();
    const read = readOnlyEntities(em, Wire, rows);
    const expected = rows.map((row) => server.em().fork().map(Wire, row));
    const props = em
      .getMetadata()
      .get(Wire.name)
      .props.map((p) => p.name);
    expect(props).toContain('owner');
    for (const [i, wire] of read.entries()) {
      const want = expected[i]!;
      expect(wire).toBeInstanceOf(Wire);
      for (const name of props) {
        const got = (wire as unknown as Record<string, unknown>)[name];
        const should = (want as unknown as Record<string, unknown>)[name];
        if (name === 'owner') expect((got as { id: string }).id).toBe((should as { id: string }).id);
        else expect(got, name).toEqual(should);
      }
      expect(Object.keys(wire).sort()).toEqual(props.filter((name) => name in want).sort());
      // nothing of it is managed: not the wire, not its owner
      expect(wrap(wire, true).__managed).toBeFalsy();
      expect(wrap(wire.owner).isInitialized()).toBe(false);
      expect(em.getUnitOfWork().getIdentityMap().values()).toEqual([]);
    }
    expect(read.map((w) => w.id).sort()).toEqual([materials.id, property.id].sort());
    expect(read.find((w) => w.id === property.id)?.neededBy).toBeInstanceOf(Date);
    expect(read.find((w) => w.id === materials.id)?.budgetMin).toBe('1500.50');
  });

  it('serve the wireboard: the same cards, owner names and cursors as before', async () => {
    const owner = await createAccount(server, { password: null });
    const wire = await createWire(server, owner, { title: 'Read-only card', budgetMin: '10' });
    const response = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ wireboard(first: 5) { edges { cursor node { id title ownerName isMine responseCount budget { min currency } lines { material } } } } }`,
      }),
    });
    const body = (await response.json()) as {
      data: { wireboard: { edges: { cursor: string; node: Record<string, unknown> }[] } };
    };
    const card = body.data.wireboard.edges.find((e) => e.node.id === wire.id);
    expect(card?.node).toEqual({
      id: wire.id,
      title: 'Read-only card',
      ownerName: owner.displayName || 'A buyer',
      isMine: false,
      responseCount: 0,
      budget: { min: '10.00', currency: 'NGN' },
      lines: [{ material: 'Cement' }],
    });
    expect(card?.cursor).toEqual(expect.any(String));
  });
});
