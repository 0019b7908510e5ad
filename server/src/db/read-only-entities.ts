import { ReferenceKind, type EntityClass, type EntityMetadata, type EntityProperty } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { pgTimestamptz } from '../common/iso-time.js';

/*
 * Rows read only to be shown (a public board's page, possibly from a read replica), as instances
 * of their entity class that no EntityManager manages: what `em.map` would give, without its
 * unit-of-work work per row (identity map, change-tracking accessors, snapshot for a flush, a
 * managed reference per relation), which is most of the cost of serving a page of cards.
 *
 * Nothing read this way can be flushed; its to-one relations are uninitialised references that
 * hold only their primary key (what `wire.owner.id` and the loaders need). A later `findOne` of
 * the same record in the request loads it as usual. Replica rows, which may lag, never overwrite
 * a managed entity of the primary this way.
 */

type Row = Record<string, unknown>;
type Reader<T> = (row: Row) => T;

const readers = new WeakMap<EntityMetadata, Reader<unknown>>();

/** The rows as read-only instances of `entity` (see above). */
export function readOnlyEntities<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  rows: Row[],
): T[] {
  const read = readerOf<T>(em, em.getMetadata().get<T>(entity.name));
  return rows.map(read);
}

/**
 * A prototype under the entity's own whose properties are plain writable data properties: MikroORM
 * puts a setter for each tracked property on the entity's prototype (it makes the instance's
 * change-tracking accessors on first write), which this shadows, so that assigning a value makes
 * an ordinary own property.
 */
function shadowPrototype(meta: EntityMetadata, names: string[], reference: boolean): object {
  const descriptors: PropertyDescriptorMap = {};
  for (const name of names) descriptors[name] = { value: undefined, writable: true, configurable: true };
  if (reference) {
    // `wrap(ref).isInitialized()` is false, as for MikroORM's own references (made on first use)
    const helper = Object.getOwnPropertyDescriptor(meta.prototype, '__helper')?.get;
    if (!helper) throw new Error(`${meta.className} is not a discovered entity`);
    descriptors.__helper = {
      get(this: object) {
        const wrapped = helper.call(this) as { __initialized: boolean };
        wrapped.__initialized = false;
        return wrapped;
      },
      configurable: true,
    };
  }
  return Object.create(meta.prototype as object, descriptors) as object;
}

/** How a column's value becomes the property's (null: as it is). */
function scalarValue(em: EntityManager, prop: EntityProperty): ((value: unknown) => unknown) | null {
  const platform = em.getPlatform();
  const custom = prop.customType;
  if (custom) return (value) => custom.convertToJSValue(value, platform);
  if (prop.runtimeType === 'Date')
    return (value) =>
      value instanceof Date
        ? value
        : (typeof value === 'string' && pgTimestamptz(value)) || platform.parseDate(value as string);
  return null;
}

/** An uninitialised reference of `meta` holding only its primary key. */
function referenceMaker(meta: EntityMetadata): (pk: unknown) => object {
  if (meta.primaryKeys.length !== 1) throw new Error(`${meta.className}: composite keys are not supported`);
  const pk = meta.primaryKeys[0] as string;
  const proto = shadowPrototype(meta, [pk], true);
  return (value) => {
    const ref = Object.create(proto) as Record<string, unknown>;
    ref[pk] = value;
    return ref;
  };
}

function readerOf<T extends object>(em: EntityManager, meta: EntityMetadata<T>): Reader<T> {
  const known = readers.get(meta);
  if (known) return known as Reader<T>;
  const fields: { name: string; column: string; value: ((value: unknown) => unknown) | null }[] = [];
  for (const prop of meta.props) {
    if (prop.persist === false) continue;
    if (prop.fieldNames?.length !== 1 || prop.formula || prop.embedded)
      throw new Error(`readOnlyEntities: ${meta.className}.${prop.name} is not a single column`);
    const column = prop.fieldNames[0] as string;
    if (prop.kind === ReferenceKind.SCALAR) {
      fields.push({ name: prop.name, column, value: scalarValue(em, prop) });
    } else if (
      (prop.kind === ReferenceKind.MANY_TO_ONE || (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner)) &&
      !prop.mapToPk
    ) {
      const reference = referenceMaker(em.getMetadata().get(prop.type));
      fields.push({ name: prop.name, column, value: reference });
    } else {
      throw new Error(`readOnlyEntities: ${meta.className}.${prop.name} (${prop.kind}) is not supported`);
    }
  }
  const proto = shadowPrototype(
    meta,
    fields.map((f) => f.name),
    false,
  );
  // one store per property under its own name, in one order: every instance shares one shape (a
  // loop of `entity[name] = value` is a megamorphic keyed store, many times slower)
  const body = fields
    .map((field, i) => {
      const [name, column] = [JSON.stringify(field.name), JSON.stringify(field.column)];
      const value = field.value ? `v === null ? null : values[${i}](v)` : 'v';
      return `v = row[${column}]; if (v !== undefined) e[${name}] = ${value};`;
    })
    .join('\n');
  const make = new Function(
    'proto',
    'values',
    `return (row) => { const e = Object.create(proto); let v;\n${body}\nreturn e; };`,
  ) as (proto: object, values: (((value: unknown) => unknown) | null)[]) => Reader<T>;
  const read = make(
    proto,
    fields.map((f) => f.value),
  );
  readers.set(meta, read as Reader<unknown>);
  return read;
}
