import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Member } from '../../server/src/member/member.entity.js';
import { StoredFile } from '../../server/src/storage/stored-file.entity.js';
import { FileAttachment, FileKind } from '../../server/src/storage/stored-file.enums.js';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient, errorOf } from '../helpers/clients.js';
import { createAccount, createStoredFile, createWire, sessionCookieFor } from '../helpers/factories.js';

const POST = `mutation Post($input: PostWireInput!) { postWire(input: $input) {
  id attachments { id kind name contentType url thumbnailUrl largeUrl }
} }`;
const WIRE = `query W($id: ID!) { wire(id: $id) { id attachments { id kind } } }`;
const BOARD = `query Board($first: Int) { wireboard(first: $first) { edges { node { id attachments { id } } } } }`;

const server = useTestServer(
  // no job runs in this process: what the counts see is the request's own SQL
  { JOB_WORKER: 'false' },
  { onQuery: (sql) => void (counting && !/EXPIRED|delete from/i.test(sql) && statements++) },
);
let counting = false;
let statements = 0;

async function signedIn(): Promise<{ member: Member; client: GqlClient }> {
  const member = await createAccount(server, { password: null });
  const client = new GqlClient(server);
  client.cookie = await sessionCookieFor(server, member);
  return { member, client };
}

const input = (title: string, attachmentIds: string[]) => ({
  kind: 'BUILDING_MATERIALS',
  title,
  location: { label: 'Lekki Phase 1, Lagos', lat: 6.4474, lng: 3.4723 },
  materials: { lines: [{ material: 'Cement', quantity: 40, unit: 'bags' }], deliveryNeeded: true },
  attachmentIds,
});

type Posted = { postWire: { id: string; attachments: { id: string; kind: string; url: string }[] } };

describe('postWire with attachments', () => {
  it('attaches images and PDFs in the order given; everyone who sees the wire sees them', async () => {
    const { member, client } = await signedIn();
    const plan = await createStoredFile(server, member.id, { kind: FileKind.DOCUMENT, name: 'plan.pdf' });
    const front = await createStoredFile(server, member.id, { kind: FileKind.IMAGE, name: 'front.jpg' });
    const back = await createStoredFile(server, member.id, { kind: FileKind.IMAGE, name: 'back.jpg' });
    const { postWire } = await client.ok<Posted, unknown>(POST, {
      input: input('Blocks for a fence', [front.id, plan.id, back.id]),
    });
    expect(postWire.attachments).toEqual([
      {
        id: front.id,
        kind: 'IMAGE',
        name: 'front.jpg',
        contentType: 'image/webp',
        url: `/files/${front.id}`,
        thumbnailUrl: `/files/${front.id}?w=320`,
        largeUrl: `/files/${front.id}?w=1280`,
      },
      {
        id: plan.id,
        kind: 'DOCUMENT',
        name: 'plan.pdf',
        contentType: 'application/pdf',
        url: `/files/${plan.id}`,
        thumbnailUrl: `/files/${plan.id}`,
        largeUrl: `/files/${plan.id}`,
      },
      expect.objectContaining({ id: back.id, kind: 'IMAGE' }),
    ]);
    const rows = await server.em().find(StoredFile, { id: { $in: [front.id, plan.id, back.id] } });
    expect(
      rows.every((row) => row.attachedType === FileAttachment.WIRE && row.attachedId === postWire.id),
    ).toBe(true);
    const visitor = new GqlClient(server);
    const seen = await visitor.ok<{ wire: { attachments: { id: string }[] } }, unknown>(WIRE, {
      id: postWire.id,
    });
    expect(seen.wire.attachments.map((file) => file.id)).toEqual([front.id, plan.id, back.id]);
  });

  it('posts without attachments as before', async () => {
    const { client } = await signedIn();
    const { postWire } = await client.ok<Posted, unknown>(POST, { input: input('No photos', []) });
    expect(postWire.attachments).toEqual([]);
  });

  const refusals: [string, (me: Member) => Promise<string[]>][] = [
    [
      "someone else's file",
      async (me) => [
        (await createStoredFile(server, me.id)).id,
        (await createStoredFile(server, (await createAccount(server)).id)).id,
      ],
    ],
    ['an unknown file', async () => [randomUUID()]],
    [
      'a file already attached to another wire',
      async (me) => {
        const used = await createStoredFile(server, me.id);
        const other = await createWire(server, me);
        await server
          .em()
          .nativeUpdate(
            StoredFile,
            { id: used.id },
            { attachedType: FileAttachment.WIRE, attachedId: other.id, attachedAt: new Date() },
          );
        return [used.id];
      },
    ],
    [
      'the same file twice',
      async (me) => [(await createStoredFile(server, me.id)).id].flatMap((id) => [id, id]),
    ],
    [
      '11 files',
      async (me) =>
        Promise.all(Array.from({ length: 11 }, async () => (await createStoredFile(server, me.id)).id)),
    ],
  ];
  for (const [name, ids] of refusals) {
    it(`refuses ${name} (BAD_USER_INPUT at attachmentIds) and writes nothing`, async () => {
      const { member, client } = await signedIn();
      const title = `Refused: ${name}`;
      const attachmentIds = await ids(member);
      const before = await server.em().find(StoredFile, { id: { $in: attachmentIds } });
      const result = await client.request(POST, { input: input(title, attachmentIds) });
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', field: 'attachmentIds' });
      const em = server.em();
      expect(await em.count(Wire, { title })).toBe(0);
      const after = await em.find(StoredFile, { id: { $in: attachmentIds } });
      expect(after.map((file) => [file.id, file.attachedId])).toEqual(
        before.map((file) => [file.id, file.attachedId]),
      );
    });
  }
});

describe('Wire.attachments on a board page', () => {
  it('loads the files of 5 or 50 wires in the same number of statements', async () => {
    const { member } = await signedIn();
    const em = server.em();
    for (let i = 0; i < 50; i++) {
      const wire = await createWire(server, member, { title: `with photo ${i}` });
      const file = await createStoredFile(server, member.id);
      await em.nativeUpdate(
        StoredFile,
        { id: file.id },
        { attachedType: FileAttachment.WIRE, attachedId: wire.id, attachedAt: new Date() },
      );
    }
    const visitor = new GqlClient(server);
    const count = async (first: number) => {
      await visitor.ok(BOARD, { first });
      statements = 0;
      counting = true;
      const data = await visitor.ok<
        { wireboard: { edges: { node: { attachments: unknown[] } }[] } },
        unknown
      >(BOARD, { first });
      counting = false;
      expect(data.wireboard.edges).toHaveLength(first);
      expect(data.wireboard.edges.every((edge) => edge.node.attachments.length === 1)).toBe(true);
      return statements;
    };
    const five = await count(5);
    const fifty = await count(50);
    expect(five).toBeGreaterThan(0);
    expect(fifty).toBe(five);
  });
});
