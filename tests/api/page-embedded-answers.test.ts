import { describe, expect, it } from 'vitest';
import { EMBEDDED_ELEMENT_ID, wireboardFilterOfUrl } from '../../server/src/platform/web/spa-embed.js';
import { GqlClient } from '../helpers/clients.js';
import { createAccount, createPartner, createWire } from '../helpers/factories.js';
import { useTestServer } from '../helpers/test-server.js';

// The first page of wires comes inside the HTML of /wireboard (and /), run for the
// request's own viewer, escaped for a <script> element, and as fresh as the page (never cached)

type Answer = {
  operationName: string;
  variables: Record<string, unknown>;
  data: {
    wireboard: {
      totalCount: number;
      edges: { node: { id: string; title: string; myResponse: { id: string } | null; __typename: string } }[];
    };
  };
};

const server = useTestServer();

async function page(pathname: string, cookie?: string): Promise<{ html: string; answers: Answer[] }> {
  const response = await fetch(`${server.url}${pathname}`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const html = await response.text();
  const block = new RegExp(
    `<script type="application/json" id="${EMBEDDED_ELEMENT_ID}">([^]*?)</script>`,
  ).exec(html);
  return { html, answers: block ? (JSON.parse(block[1]!) as Answer[]) : [] };
}

const titles = (answer: Answer | undefined) => answer?.data.wireboard.edges.map((e) => e.node.title) ?? [];

describe('the first page of wires inside the HTML', () => {
  it('carries the board’s first page, as the app asks for it, with its typenames', async () => {
    const owner = await createAccount(server, { role: 'member', password: null });
    const wire = await createWire(server, owner, { title: 'Forty bags of cement for Ikeja' });
    const { answers, html } = await page('/wireboard');
    expect(answers).toHaveLength(1);
    const [answer] = answers;
    expect(answer!.operationName).toBe('WireboardList');
    expect(answer!.variables).toEqual({ filter: null, first: 20 });
    expect(answer!.data.wireboard.edges[0]!.node).toMatchObject({ id: wire.id, __typename: 'Wire' });
    // the page's first paint is there too, and the entry starts after it
    expect(html).toContain('<h1 class="m_8a5d1357 mantine-Title-root" data-order="1"');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/index-[\w-]+\.js">/);
    // home carries its six newest
    const home = await page('/');
    expect(home.answers.map((a) => a.variables)).toEqual([{ filter: null, first: 6 }]);
    expect(titles(home.answers[0])[0]).toBe('Forty bags of cement for Ikeja');
  });

  it('is not stale: a wire posted since shows in the next page', async () => {
    const owner = await createAccount(server, { role: 'member', password: null });
    const before = await page('/wireboard');
    expect(titles(before.answers[0])).not.toContain('Timber for a roof in Yaba');
    await createWire(server, owner, { title: 'Timber for a roof in Yaba' });
    const after = await page('/wireboard');
    expect(titles(after.answers[0])[0]).toBe('Timber for a roof in Yaba');
    expect(after.answers[0]!.data.wireboard.totalCount).toBe(
      before.answers[0]!.data.wireboard.totalCount + 1,
    );
  });

  it('escapes what a wire says so that nothing ends the script element', async () => {
    const owner = await createAccount(server, { role: 'member', password: null });
    const title = '</script><script>alert(1)</script><!-- & \u2028';
    await createWire(server, owner, { title });
    const { html, answers } = await page('/wireboard');
    expect(titles(answers[0])[0]).toBe(title);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- &');
    // one data block, ended by its own closing tag only
    const start = html.indexOf(`id="${EMBEDDED_ELEMENT_ID}">`);
    expect(html.slice(start, html.indexOf('</script>', start))).toContain('\\u003c/script\\u003e');
  });

  it('uses the filter of the URL, read as the app reads it', async () => {
    const owner = await createAccount(server, { role: 'member', password: null });
    await createWire(server, owner, { kind: 'PROPERTY' as never, title: 'A flat to rent in Surulere' });
    const { answers } = await page('/wireboard?kind=PROPERTY&kind=NOPE&min=0&max=abc&q=%20flat%20');
    expect(answers[0]!.variables).toEqual({ filter: { kinds: ['PROPERTY'], text: 'flat' }, first: 20 });
    expect(titles(answers[0])).toContain('A flat to rent in Surulere');
    expect(wireboardFilterOfUrl(new URLSearchParams('lat=6.5&lng=3.4&min=500&max=100'))).toEqual({
      near: { lat: 6.5, lng: 3.4, radiusKm: 25 },
      budgetMin: '500',
    });
  });

  it('answers as the signed-in viewer: a partner sees its own response, anyone else none', async () => {
    const owner = await createAccount(server, { role: 'member', password: null });
    const wire = await createWire(server, owner, { title: 'Sharp sand, two tonnes' });
    const seller = await createPartner(server);
    const client = new GqlClient(server);
    client.cookie = seller.cookie;
    const { respondToWire } = await client.ok<{ respondToWire: { id: string } }, unknown>(
      `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`,
      { input: { wireId: wire.id, message: 'In stock', quote: { amount: '1000' } } },
    );
    const nodeOf = (answers: Answer[]) =>
      answers[0]!.data.wireboard.edges.find((e) => e.node.id === wire.id)?.node;
    expect(nodeOf((await page('/wireboard', seller.cookie)).answers)?.myResponse?.id).toBe(respondToWire.id);
    expect(nodeOf((await page('/wireboard')).answers)?.myResponse).toBeNull();
  });

  it('carries nothing on pages without a first query, nor on a 404', async () => {
    expect((await page('/faqs')).answers).toEqual([]);
    const missing = await fetch(`${server.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain(EMBEDDED_ELEMENT_ID);
  });
});
