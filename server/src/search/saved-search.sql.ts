import type { EntityManager } from '@mikro-orm/postgresql';
import { executePrepared } from '../db/prepared.js';

/**
 * Matching wires (alias `w`) against saved searches (alias `s`) in SQL, so that one statement
 * matches a wire against every saved search, however many there are. It is the wireboard's filter
 * (`filterSql` in wire.sql.ts) with the search's columns in place of parameters.
 */
const FILTER = `(s.kinds is null or w.kind = any(s.kinds))
  and (s.text is null or to_tsvector('simple', w.title || ' ' || coalesce(w.description, '')) @@ plainto_tsquery('simple', s.text))
  and (s.budget_min is null or w.budget_max is null or w.budget_max >= s.budget_min)
  and (s.budget_max is null or w.budget_min is null or w.budget_min <= s.budget_max)`;

/** The search's circle holds the wire: the GiST index on the circle's box, then the exact distance. */
const INSIDE = `earth_box(ll_to_earth(s.lat, s.lng), s.radius_km * 1000) @> ll_to_earth(w.lat, w.lng)
  and earth_distance(ll_to_earth(s.lat, s.lng), ll_to_earth(w.lat, w.lng)) <= s.radius_km * 1000`;

/**
 * Whose searches may be alerted: a live account, not the wire's owner, and (for a partner) an
 * APPROVED business, as only those see the board's wires to answer.
 */
const RECIPIENT = `join member m on m.id = s.member_id and not m.disabled and m.deleted_at is null
  left join partner p on p.member_id = s.member_id`;
const MAY_HEAR = `s.member_id <> w.owner_id and (p.id is null or p.status = 'APPROVED')`;

/** One account to alert of one wire: the names of its searches the wire matches. */
export type InstantMatch = { memberId: string; email: string; searchNames: string[] };

/**
 * The accounts whose INSTANT searches an OPEN wire matches, in one statement: searches without a
 * place, and those whose circle (found through its index) holds the wire.
 */
export async function instantMatches(em: EntityManager, wireId: string): Promise<InstantMatch[]> {
  // prepared: PostgreSQL parsed and planned this long text on every posted wire, 5–9 ms on a
  // fresh pooled connection and 1–1.5 ms on a warm one, where running it takes ≈ 0.1 ms with few
  // searches; a connection now parses it once, and after a few runs may keep one generic plan
  const rows = await executePrepared<{ member_id: string; email: string; names: string[] }[]>(
    em,
    `with matched as (
      select s.member_id, m.email, s.name, s.created_at from wire w
        join saved_search s on s.frequency = 'INSTANT' and s.lat is null
        ${RECIPIENT}
        where w.id = ? and w.status = 'OPEN' and ${MAY_HEAR} and ${FILTER}
      union all
      select s.member_id, m.email, s.name, s.created_at from wire w
        join saved_search s on s.frequency = 'INSTANT' and s.lat is not null and ${INSIDE}
        ${RECIPIENT}
        where w.id = ? and w.status = 'OPEN' and ${MAY_HEAR} and ${FILTER}
    )
    select member_id, email, array_agg(name order by created_at desc) as names from matched group by member_id, email`,
    [wireId, wireId],
  );
  return rows.map((row) => ({ memberId: row.member_id, email: row.email, searchNames: row.names }));
}

/** One line of an account's daily digest: a new wire one of its DAILY searches matches. */
export type DigestLine = {
  memberId: string;
  email: string;
  searchName: string;
  wireId: string;
  wireTitle: string;
  wireLocation: string;
};

/** How far back a first digest (or one after a long pause) looks. */
const DIGEST_LOOKBACK = `interval '7 days'`;

/**
 * Every account's digest lines for `day` (newest wire first; a wire once, named after its
 * oldest matching search), in one statement: OPEN wires posted since the account's
 * last digest (or since the search was saved) and until `cutoff`, matching its DAILY searches;
 * accounts already sent the digest of `day` are left out.
 */
export async function digestLines(em: EntityManager, day: string, cutoff: Date): Promise<DigestLine[]> {
  const rows = await em.execute<
    {
      member_id: string;
      email: string;
      name: string;
      wire_id: string;
      title: string;
      location_label: string;
    }[]
  >(
    `with last as (select member_id, max(sent_at) as sent_at from saved_search_digest group by member_id)
    select * from (
    select distinct on (s.member_id, w.id) s.member_id, m.email, s.name, w.id as wire_id, w.title, w.location_label, w.created_at
    from saved_search s
    ${RECIPIENT}
    left join last l on l.member_id = s.member_id
    join wire w on w.status = 'OPEN'
      and w.created_at > greatest(s.created_at, coalesce(l.sent_at, '-infinity'::timestamptz), ?::timestamptz - ${DIGEST_LOOKBACK})
      and w.created_at <= ?::timestamptz
    where s.frequency = 'DAILY' and ${MAY_HEAR} and ${FILTER} and (s.lat is null or (${INSIDE}))
      and not exists (select 1 from saved_search_digest d where d.member_id = s.member_id and d.day = ?::date)
    order by s.member_id, w.id, s.created_at
    ) lines order by member_id, created_at desc, wire_id`,
    [cutoff.toISOString(), cutoff.toISOString(), day],
  );
  return rows.map((row) => ({
    memberId: row.member_id,
    email: row.email,
    searchName: row.name,
    wireId: row.wire_id,
    wireTitle: row.title,
    wireLocation: row.location_label,
  }));
}

/**
 * Records that `memberId` was sent the digest of `day` (in the transaction that queues its email);
 * false when it already was, by an earlier run or another process.
 */
export async function claimDigest(
  em: EntityManager,
  memberId: string,
  day: string,
  cutoff: Date,
  wireIds: string[],
): Promise<boolean> {
  const rows = await em.execute<{ member_id: string }[]>(
    `insert into saved_search_digest (member_id, day, sent_at, wire_ids) values (?, ?::date, ?::timestamptz, ?::uuid[])
      on conflict do nothing returning member_id`,
    [memberId, day, cutoff.toISOString(), `{${wireIds.join(',')}}`],
  );
  return rows.length > 0;
}
