/**
 * A circle's page at a cost that does not grow with the data. The GiST index on
 * `ll_to_earth(lat, lng)` finds every wire in a circle, and the newest 21 then need a sort of all
 * of them: thousands at a million wires. Instead the OPEN wires are indexed by grid cell, newest
 * first in each cell (migration `board_scale`: `wire_cell(lat, lng, per_degree)`, grids of 0.1°,
 * 1° and 10°), and a page reads the cells that cover the circle within a time window that grows
 * until it holds a page: a dense circle is answered from its last hour or day, a sparse one
 * falls back to the plain query, which the GiST index keeps cheap when the circle holds few wires.
 */

/** The grids of the cell indexes, as cells per degree, finest first (migration `board_scale`). */
export const CELL_GRIDS = [10, 1, 0.1] as const;
/** At most this many cells in one walk; a circle that needs more (near a pole) reads as before. */
export const MAX_CELLS = 25;
/** The time windows tried, in hours back from the newest wire wanted, before the plain query. */
export const WINDOW_HOURS = [1, 8, 64, 512] as const;

/** earthdistance's `earth()`: the sphere's radius in metres (the board's distance is on it). */
const EARTH_M = 6378168;
const DEG = 180 / Math.PI;

export type Circle = { lat: number; lng: number; radiusKm: number };

/** SQL's `wire_cell(lat, lng, per_degree)`: the same IEEE arithmetic. */
export function cellOf(lat: number, lng: number, perDegree: number): number {
  return Math.floor(lat * perDegree) * 4000 + Math.floor(lng * perDegree);
}

/** Longitude intervals (no wrap inside one) that hold every point of the circle. */
function longitudes(circle: Circle, angle: number): [number, number][] {
  const all: [number, number][] = [[-180, 180]];
  const cos = Math.cos(circle.lat / DEG);
  if (cos <= 0 || Math.sin(angle) >= cos) return all; // the circle holds a pole
  const spread = Math.asin(Math.sin(angle) / cos) * DEG + 1e-6;
  const [lo, hi] = [circle.lng - spread, circle.lng + spread];
  if (hi - lo >= 360) return all;
  if (lo < -180)
    return [
      [lo + 360, 180],
      [-180, hi],
    ];
  if (hi > 180)
    return [
      [lo, 180],
      [-180, hi - 360],
    ];
  return [[lo, hi]];
}

/**
 * The cells, on the finest grid that needs at most MAX_CELLS, whose union holds every point within
 * the circle (a margin beyond it); null when even the coarsest grid needs more.
 */
export function coveringCells(circle: Circle): { perDegree: number; cells: number[]; share: number } | null {
  const angle = ((circle.radiusKm * 1000) / EARTH_M) * 1.001;
  const minLat = Math.max(-90, circle.lat - angle * DEG - 1e-6);
  const maxLat = Math.min(90, circle.lat + angle * DEG + 1e-6);
  const lngs = minLat <= -90 || maxLat >= 90 ? [[-180, 180] as [number, number]] : longitudes(circle, angle);
  for (const perDegree of CELL_GRIDS) {
    const [latFrom, latTo] = [Math.floor(minLat * perDegree), Math.floor(maxLat * perDegree)];
    const spans = lngs.map(([lo, hi]) => [Math.floor(lo * perDegree), Math.floor(hi * perDegree)] as const);
    const count = (latTo - latFrom + 1) * spans.reduce((n, [from, to]) => n + to - from + 1, 0);
    if (count > MAX_CELLS) continue;
    const cells: number[] = [];
    let area = 0; // of the cells, on the unit sphere
    for (let y = latFrom; y <= latTo; y++) {
      const [south, north] = [Math.max(-90, y / perDegree), Math.min(90, (y + 1) / perDegree)];
      const band = (Math.sin(north / DEG) - Math.sin(south / DEG)) / perDegree / DEG;
      for (const [from, to] of spans)
        for (let x = from; x <= to; x++) {
          cells.push(y * 4000 + x);
          area += band;
        }
    }
    // the circle's own area (a spherical cap) over the cells': how much of them it covers
    const share = Math.min(1, (2 * Math.PI * (1 - Math.cos(angle / 1.001))) / area);
    return { perDegree, cells, share };
  }
  return null;
}

type Read = (query: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * The first `limit` rows in `orderBy` (newest first) of the OPEN wires matching `sql` (the
 * circle's own condition among them) after the page's `keyset`, reading through the cell indexes
 * only the OPEN wires of the covering cells created since `anchor` minus a window; null when no
 * window held `limit` matches (the caller then reads as before). Exact: a window that holds a full
 * page holds the newest matches, every row outside it being older than its start. The inner
 * select (`offset 0`: not merged) sees only the cells, the window and the keyset, so the planner
 * cannot take the GiST index and gather the whole circle instead.
 */
export async function circleRows(
  read: Read,
  sql: { where: string[]; params: unknown[] },
  keyset: { where: string[]; params: unknown[]; orderBy: string },
  limit: number,
  circle: Circle,
  anchor: Date,
): Promise<Record<string, unknown>[] | null> {
  const inCells = cellsSql(circle);
  if (!inCells) return null;
  const inner = [`w.status = 'OPEN'`, inCells, 'w.created_at >= ?::timestamptz', ...keyset.where];
  for (const hours of WINDOW_HOURS) {
    const since = new Date(anchor.getTime() - hours * 3_600_000).toISOString();
    const rows = await read(
      `select * from (select w.* from wire w where ${inner.join(' and ')} offset 0) w` +
        ` where ${sql.where.join(' and ') || 'true'} order by ${keyset.orderBy} limit ?`,
      [since, ...keyset.params, ...sql.params, limit],
    );
    if (rows.length === limit) return rows;
  }
  return null;
}

/** The condition `w` lies in the cells covering `circle` (null: too many cells). */
export function cellsSql(circle: Circle, cover = coveringCells(circle)): string | null {
  // integers this module computed and a grid constant: safe in the text, and the index's
  // expression must see the grid as a constant
  return cover && `wire_cell(w.lat, w.lng, ${cover.perDegree}) in (${cover.cells.join(', ')})`;
}
