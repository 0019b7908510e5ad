import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A batch load that domains declare once (`memberById`, `responsesByWire`, …) and resolvers use
 * through `Loaders`. Every load is keyed data, never the viewer's: what a viewer may see is the
 * resolver's decision, so one set of loaders can serve every subscriber of a live event.
 */
export type LoaderDef<K, V> = {
  readonly name: string;
  readonly batch: (em: EntityManager, keys: readonly K[]) => Promise<V[]>;
};

export function defineLoader<K, V>(
  name: string,
  batch: (em: EntityManager, keys: readonly K[]) => Promise<V[]>,
): LoaderDef<K, V> {
  return { name, batch };
}

/** `rows` in the order of `ids`, null where a row is missing. */
export function byId<T extends { id: string }>(ids: readonly string[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

/** The rows of each key, by `keyOf` (for one-to-many loads). */
export function groupBy<K, T>(keys: readonly K[], rows: T[], keyOf: (row: T) => K): T[][] {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return keys.map((key) => groups.get(key) ?? []);
}

/**
 * The DataLoaders of one request (or one live event): each declared load gets its own DataLoader
 * on first use, so a page of 5 and of 50 items run the same statements.
 */
export class Loaders {
  private readonly loaders = new Map<LoaderDef<unknown, unknown>, DataLoader<unknown, unknown>>();

  constructor(private readonly em: () => EntityManager) {}

  private loader<K, V>(def: LoaderDef<K, V>): DataLoader<K, V> {
    let loader = this.loaders.get(def as LoaderDef<unknown, unknown>) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = new DataLoader<K, V>((keys) => def.batch(this.em(), keys));
      this.loaders.set(def as LoaderDef<unknown, unknown>, loader as DataLoader<unknown, unknown>);
    }
    return loader;
  }

  load<K, V>(def: LoaderDef<K, V>, key: K): Promise<V> {
    return this.loader(def).load(key);
  }

  /** Seeds a value already at hand (e.g. the viewer's own record), so nothing loads it again. */
  prime<K, V>(def: LoaderDef<K, V>, key: K, value: V): void {
    this.loader(def).prime(key, value);
  }
}
