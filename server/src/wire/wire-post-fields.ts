import type { InputProblems } from '../common/errors.js';
import { QUANTITY_MIN } from '../common/input-bounds.js';
import type { Wire } from './wire.entity.js';
import { WireKind } from './wire.enums.js';
import type { PostWireInput } from './wire.inputs.js';

/* The checked fields of a new wire that depend on what it asks for (postWire, wire.commands.ts). */

/** The shortest time sealed quotes stay sealed. */
const SEAL_MIN_MS = 3_600_000;

/**
 * The kind-specific part of a new wire, checked (PROPERTY needs `property`, materials need lines
 * with quantities above 0); problems are noted in `problems`.
 */
export function kindFields(input: PostWireInput, problems: InputProblems): Partial<Wire> {
  if (input.kind === WireKind.PROPERTY) {
    if (!input.property) {
      problems.add(['input', 'property'], 'Say what property you are looking for.');
      return {};
    }
    return {
      deal: input.property.deal,
      propertyType: input.property.propertyType,
      bedrooms: input.property.bedrooms ?? null,
      minAreaM2: input.property.minAreaM2 ?? null,
    };
  }
  const lines = input.materials?.lines ?? [];
  if (!input.materials || lines.length === 0)
    problems.add(['input', 'materials', 'lines'], 'Add at least one material.');
  lines.forEach((line, index) => {
    if (!(line.quantity >= QUANTITY_MIN))
      problems.add(
        ['input', 'materials', 'lines', index, 'quantity'],
        `The quantity must be at least ${QUANTITY_MIN}.`,
      );
  });
  return {
    lines: lines.map((line) => ({
      material: line.material.trim(),
      quantity: line.quantity,
      unit: line.unit.trim(),
    })),
    deliveryNeeded: input.materials?.deliveryNeeded ?? false,
  };
}

/**
 * Sealed quotes: `revealAt` is needed with `sealed`, at least an hour from now and not after the
 * wire expires (`expiresAt`); without `sealed` it must not be given.
 */
export function sealFields(
  input: PostWireInput,
  expiresAt: Date,
  problems: InputProblems,
): Pick<Wire, 'sealed' | 'revealAt'> {
  const field = ['input', 'revealAt'];
  if (!input.sealed) {
    if (input.revealAt)
      problems.add(field, 'A reveal date is for sealed quotes only; choose sealed quotes or leave it out.');
    return { sealed: false, revealAt: null };
  }
  const revealAt = input.revealAt;
  if (!revealAt) problems.add(field, 'Choose when the sealed quotes are revealed to you.');
  else if (revealAt.getTime() < Date.now() + SEAL_MIN_MS)
    problems.add(field, 'Reveal the quotes at least an hour from now.');
  else if (revealAt.getTime() > expiresAt.getTime())
    problems.add(field, 'Reveal the quotes before the request expires.');
  return { sealed: true, revealAt: revealAt ?? null };
}
