import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../common/actor.js';

/**
 * Which of the records `ids` (all of one attachment type) `viewer` (null: anybody) may see, so
 * their files may be served. Each module registers its own (its `attachments`, common/module.ts);
 * storage knows none of them.
 */
export type VisibilityRule = (
  em: EntityManager,
  ids: readonly string[],
  viewer: Viewer | null,
) => Promise<ReadonlySet<string>>;

/**
 * The registry of visibility rules, by what a file is attached to. A file of a type with no rule
 * is visible to its owner and admins only.
 */
export class FileVisibility {
  private readonly rules = new Map<string, VisibilityRule>();
  /** Types whose files admins read only as the rule allows (private conversations). */
  private readonly privateTypes = new Set<string>();

  /**
   * `private`: admins get no blanket access to these files; the rule decides for them as for
   * anybody (message images: only once the thread is reported).
   */
  register(type: string, rule: VisibilityRule, options: { private?: boolean } = {}): void {
    if (this.rules.has(type)) throw new Error(`A visibility rule for ${type} files is registered already`);
    this.rules.set(type, rule);
    if (options.private) this.privateTypes.add(type);
  }

  /** Whether an admin may read every file attached to a record of `type` (null: unattached). */
  adminsReadAll(type: string | null): boolean {
    return type === null || !this.privateTypes.has(type);
  }

  /** The records of `ids` that `viewer` may see. */
  async visible(
    em: EntityManager,
    type: string,
    ids: readonly string[],
    viewer: Viewer | null,
  ): Promise<ReadonlySet<string>> {
    const rule = this.rules.get(type);
    if (!rule || ids.length === 0) return new Set();
    return rule(em, ids, viewer);
  }
}
