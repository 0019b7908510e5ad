import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import { AppError, InputProblems } from '../common/errors.js';
import { toDecimal } from '../common/money.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import { Member } from '../member/member.entity.js';
import type { Partner } from '../partner/partner.entity.js';
import type { Gazetteer } from '../places/gazetteer.js';
import { assertFilter } from '../wire/wire.sql.js';
import { SavedSearch } from './saved-search.entity.js';
import { SavedSearchFrequency } from './saved-search.enums.js';
import {
  DEFAULT_RADIUS_KM,
  SAVED_SEARCH_LIMITS,
  type SaveSearchInput,
  type SavedSearchFilterInput,
} from './saved-search.inputs.js';
import type { SavedSearchFilter } from './saved-search.types.js';

/** The name of the saved search a partner gets when approved. */
export const PARTNER_DEFAULT_NAME = 'Wires in my service area';

/** A saved search's filter in the shape of the wireboard's (what the board and the API show). */
export function filterOf(search: SavedSearch): SavedSearchFilter {
  return {
    kinds: search.kinds,
    text: search.text,
    place: search.placeLabel,
    near:
      search.lat != null && search.lng != null && search.radiusKm != null
        ? { lat: search.lat, lng: search.lng, radiusKm: search.radiusKm }
        : null,
    budgetMin: search.budgetMin,
    budgetMax: search.budgetMax,
  };
}

type FilterColumns = Pick<
  SavedSearch,
  'kinds' | 'text' | 'placeLabel' | 'lat' | 'lng' | 'radiusKm' | 'budgetMin' | 'budgetMax'
>;

/**
 * Saved searches: a buyer's or partner's wireboard filters under a name, with how
 * often they hear of new matching wires (the alerts are `SavedSearchAlerts`).
 */
export class SavedSearchService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly gazetteer: Gazetteer,
  ) {}

  /** My saved searches, oldest first (the order I made them in). */
  list(actor: Actor): Promise<SavedSearch[]> {
    const viewer = requireViewer(actor);
    return actor.em.find(SavedSearch, { member: viewer.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /**
   * Creates a saved search, or changes one of mine (`input.id`). Every problem of the input is
   * answered at once, each at its path; at most SAVED_SEARCH_LIMITS.perAccount per account (CONFLICT).
   */
  async save(actor: Actor, input: SaveSearchInput): Promise<SavedSearch> {
    const viewer = requireViewer(actor);
    const columns = await this.checked(input);
    return this.uow.run(actor, async (tx) => {
      const em = tx.em as EntityManager;
      let search: SavedSearch;
      if (input.id) {
        const found = await em.findOne(SavedSearch, { id: input.id });
        if (!found || found.member.id !== viewer.id)
          throw new AppError('NOT_FOUND', 'This saved search does not exist (or is not yours).');
        search = found;
      } else {
        // one account's saves queue on its member row, so two at once cannot pass the limit together
        await em.execute(`select id from member where id = ? for update`, [viewer.id]);
        const count = await em.count(SavedSearch, { member: viewer.id });
        if (count >= SAVED_SEARCH_LIMITS.perAccount)
          throw new AppError(
            'CONFLICT',
            `You already have ${SAVED_SEARCH_LIMITS.perAccount} saved searches, the most an account can keep. Delete one you no longer need, then save this one.`,
            { details: { reason: 'LIMIT_REACHED', limit: SAVED_SEARCH_LIMITS.perAccount } },
          );
        search = em.create(SavedSearch, {
          member: em.getReference(Member, viewer.id),
          name: input.name.trim(),
          frequency: input.frequency,
        });
      }
      search.name = input.name.trim();
      search.frequency = input.frequency;
      Object.assign(search, columns);
      await em.flush();
      return search;
    });
  }

  /** Deletes one of my saved searches; NOT_FOUND when it is not mine. Answers its id. */
  delete(actor: Actor, id: string): Promise<string> {
    const viewer = requireViewer(actor);
    return this.uow.run(actor, async (tx) => {
      const deleted = await tx.em.nativeDelete(SavedSearch, { id, member: viewer.id });
      if (!deleted) throw new AppError('NOT_FOUND', 'This saved search does not exist (or is not yours).');
      return id;
    });
  }

  /** Account deletion's step for this slice: a deleted account's searches (and alerts) go with it. */
  readonly eraseOwner = async (tx: Tx, memberId: string): Promise<void> => {
    await tx.em.nativeDelete(SavedSearch, { member: memberId });
  };

  /**
   * Approval's step for this slice: a newly approved partner hears of the wires of its business
   * at once, through an INSTANT saved search of its categories and service area (which it can
   * change or turn off). Written with the approval; skipped when the account already has one.
   */
  readonly addPartnerDefault = (tx: Tx, partner: Partner): void => {
    tx.beforeCommit((em) => this.addPartnerDefaults(em, partner.id));
  };

  /** The default search of one partner (by id), or of every APPROVED one without it (the seed's). */
  async addPartnerDefaults(em: EntityManager, partnerId: string | null = null): Promise<void> {
    await em.execute(
      `insert into saved_search (id, member_id, name, frequency, kinds, place_label, lat, lng, radius_km)
        select gen_random_uuid(), p.member_id, ?, ?, p.categories, p.area_label, p.lat, p.lng, p.radius_km
        from partner p where ${partnerId ? 'p.id = ?' : `p.status = 'APPROVED'`}
        and not exists (select 1 from saved_search s where s.member_id = p.member_id and s.name = ?)`,
      [
        PARTNER_DEFAULT_NAME,
        SavedSearchFrequency.INSTANT,
        ...(partnerId ? [partnerId] : []),
        PARTNER_DEFAULT_NAME,
      ],
    );
  }

  /** The input's problems (all of them, each at its path), else the filter's columns. */
  private async checked(input: SaveSearchInput): Promise<FilterColumns> {
    const problems = new InputProblems();
    const name = input.name.trim();
    if (!name) problems.add(['input', 'name'], 'Give the search a name.');
    if (name.length > SAVED_SEARCH_LIMITS.name)
      problems.add(['input', 'name'], `At most ${SAVED_SEARCH_LIMITS.name} characters.`);
    if (!Object.values(SavedSearchFrequency).includes(input.frequency))
      problems.add(['input', 'frequency'], 'Choose INSTANT, DAILY or OFF.');
    const filter: SavedSearchFilterInput = input.filter ?? {};
    try {
      // the wireboard's own checks (a subscription's filter skips type-graphql's validation too)
      assertFilter(filter);
    } catch (error) {
      if (!(error instanceof AppError) || !error.field) throw error;
      const path =
        error.field === 'lat' || error.field === 'lng' || error.field === 'radiusKm'
          ? ['input', 'filter', 'near', error.field]
          : ['input', 'filter', error.field];
      problems.add(path, error.message);
    }
    if (filter.budgetMin && filter.budgetMax && Number(filter.budgetMin) > Number(filter.budgetMax))
      problems.add(['input', 'filter', 'budgetMin'], 'The lowest budget cannot be more than the highest.');
    let near = filter.near ?? null;
    const place = filter.place?.trim() || null;
    if (place && !near) {
      const found = await this.findPlace(place);
      if (!found)
        problems.add(
          ['input', 'filter', 'place'],
          `No town or city is named "${place}": choose one from the list.`,
        );
      else near = { lat: found.lat, lng: found.lng, radiusKm: DEFAULT_RADIUS_KM };
    }
    problems.throwIfAny();
    const text = filter.text?.trim() || null;
    return {
      kinds: filter.kinds?.length ? [...new Set(filter.kinds)] : null,
      text,
      placeLabel: near ? place : null,
      lat: near?.lat ?? null,
      lng: near?.lng ?? null,
      radiusKm: near?.radiusKm ?? null,
      budgetMin: filter.budgetMin ? toDecimal(filter.budgetMin) : null,
      budgetMax: filter.budgetMax ? toDecimal(filter.budgetMax) : null,
    };
  }

  /** The gazetteer place a name designates: its label ("Ikeja, Lagos"), its name, or its start ("Lekki Phase 1"). */
  private findPlace(name: string) {
    return this.gazetteer.resolve(name);
  }
}
