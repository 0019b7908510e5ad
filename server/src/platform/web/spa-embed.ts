/**
 * The data a page shows first, answered inside its HTML: the server runs the
 * page's first query itself, as the request's own viewer (its session cookie, like the app's GET
 * would), and the client writes the answer into Apollo's cache before its first render, so the page
 * does not wait for a round trip after its scripts. index.html is never cached (`no-store`), so the
 * answer is as fresh as the page; the client reads once more when its live stream is connected.
 */

/** One answer in the page: an operation of the client's, its variables and its `data`. */
export type EmbeddedAnswer = { operationName: string; variables: Record<string, unknown>; data: unknown };

/** Runs one of the client's operations (by name) for this page request: its data, or null. */
export type RunPageOperation = (
  operationName: string,
  variables: Record<string, unknown>,
) => Promise<unknown>;

type KindName = 'PROPERTY' | 'BUILDING_MATERIALS';
const KINDS: readonly KindName[] = ['PROPERTY', 'BUILDING_MATERIALS'];
const DEFAULT_RADIUS_KM = 25;

function numberParam(params: URLSearchParams, name: string, min: number, max: number): number | null {
  const raw = params.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

/**
 * The board's API filter for its URL, read as the client reads it (client/src/wire/wireboard-url.ts
 * `filterValuesFromParams`, then wireboard-filter.ts `toWireboardFilter`). Should the two ever
 * differ, the client finds no answer for its variables and asks the server as before.
 */
export function wireboardFilterOfUrl(params: URLSearchParams): Record<string, unknown> | null {
  const filter: Record<string, unknown> = {};
  const kinds = [
    ...new Set(params.getAll('kind').filter((k): k is KindName => KINDS.includes(k as KindName))),
  ];
  if (kinds.length > 0) filter.kinds = kinds;
  const text = (params.get('q') ?? '').slice(0, 200).trim().slice(0, 200);
  if (text) filter.text = text;
  const lat = numberParam(params, 'lat', -90, 90);
  const lng = numberParam(params, 'lng', -180, 180);
  const radiusKm = numberParam(params, 'km', 1, 500) ?? DEFAULT_RADIUS_KM;
  if (lat !== null && lng !== null) filter.near = { lat, lng, radiusKm };
  let budgetMin = numberParam(params, 'min', 0, 1e12);
  let budgetMax = numberParam(params, 'max', 0, 1e12);
  if (budgetMin !== null && budgetMax !== null && budgetMin > budgetMax) budgetMax = null;
  if (budgetMin === 0) budgetMin = null;
  if (budgetMin !== null) filter.budgetMin = String(budgetMin);
  if (budgetMax !== null) filter.budgetMax = String(budgetMax);
  return Object.keys(filter).length > 0 ? filter : null;
}

/** The operations whose answers a page carries (WireboardPage; HomePage's NewestWires). */
export function pageOperations(
  routePath: string,
  params: URLSearchParams,
): { operationName: string; variables: Record<string, unknown> }[] {
  if (routePath === '/wireboard')
    return [
      { operationName: 'WireboardList', variables: { filter: wireboardFilterOfUrl(params), first: 20 } },
    ];
  if (routePath === '/') return [{ operationName: 'WireboardList', variables: { filter: null, first: 6 } }];
  return [];
}

/** The answers of a page's operations; one that fails is left out (the client asks for it). */
export async function pageAnswers(
  routePath: string,
  params: URLSearchParams,
  run: RunPageOperation,
): Promise<EmbeddedAnswer[]> {
  const answers = await Promise.all(
    pageOperations(routePath, params).map(
      async ({ operationName, variables }): Promise<EmbeddedAnswer | null> => {
        const data = await run(operationName, variables).catch(() => null);
        return data ? { operationName, variables, data } : null;
      },
    ),
  );
  return answers.filter((a): a is EmbeddedAnswer => a !== null);
}

/**
 * JSON safe inside a `<script>` element: `<`, `>` and `&` escaped (no `</script>` or `<!--` can end
 * or change the element, whatever a wire's title says), and U+2028/2029 too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The id of the element the client reads (client/src/shared/embedded-answers.ts). */
export const EMBEDDED_ELEMENT_ID = 'bw-embedded';

/** The answers as a JSON data block (not a script: no CSP hash needed), or nothing. */
export function embeddedBlock(answers: EmbeddedAnswer[]): string {
  if (answers.length === 0) return '';
  return `<script type="application/json" id="${EMBEDDED_ELEMENT_ID}">${scriptSafeJson(answers)}</script>`;
}
