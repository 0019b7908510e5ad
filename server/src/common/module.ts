import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from './actor.js';
import type { Reaction } from './domain-events.js';

/** A class the application takes as it is: an entity (for the ORM) or a resolver (for the schema). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- MikroORM and type-graphql take any class
export type AnyClass = Function;

/**
 * An attachment kind: what a stored file can be attached to (`stored_file.attached_type`), with
 * the rule saying which of those records `viewer` (null: anybody) may see, so their files may be
 * served. `private`: admins get no blanket access (the rule decides for them as for anybody).
 */
export type AttachmentKind = {
  type: string;
  visible: (em: EntityManager, ids: readonly string[], viewer: Viewer | null) => Promise<ReadonlySet<string>>;
  private?: boolean;
};

/**
 * What a slice registers with the application (app/modules.ts lists them, lowest layer first):
 * its entities, the services it builds from the collaborators it is given (`Needs`: what the
 * platform and the modules before it provide), its resolvers (the classes for the schema and
 * their instances), the attachment kinds of its files, its jobs and its reactions to domain events.
 */
export type Module<Needs = unknown, Provides extends object = object> = {
  readonly name: string;
  readonly entities?: readonly AnyClass[];
  readonly resolvers?: readonly AnyClass[];
  readonly attachments?: readonly AttachmentKind[];
  /** Its services, built once per process; merged into what later modules are given. */
  readonly services?: (s: Needs) => Provides;
  /** Its resolver instances (one per class of `resolvers`). */
  readonly resolve?: (s: Needs & Provides) => readonly object[];
  /** Defines its jobs (and their schedules) on the queue. */
  readonly jobs?: (s: Needs & Provides) => void;
  readonly reactions?: (s: Needs & Provides) => readonly Reaction[];
};

/** `module`, typed: `Provides` is inferred from its `services`. */
export function defineModule<Needs = unknown, Provides extends object = object>(
  module: Module<Needs, Provides>,
): Module<Needs, Provides> {
  return module;
}
