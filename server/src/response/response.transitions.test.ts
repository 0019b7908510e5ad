import { describe, expect, it } from 'vitest';
import { AppError } from '../common/errors.js';
import { ResponseStatus } from './response.enums.js';
import {
  applyTransition,
  RESPONSE_TRANSITIONS,
  RespondRefusal,
  respondRefusal,
  ResponseStanding,
  standingOf,
  type ResponseTransition,
} from './response.transitions.js';

const REOPENED_AT = new Date('2026-12-01T10:00:00Z');
/** A response standing where `standing` says. */
const at = (standing: ResponseStanding) =>
  standing === ResponseStanding.REOPENED
    ? { status: ResponseStatus.DECLINED, reopenedAt: REOPENED_AT }
    : { status: standing, reopenedAt: null };

const ALLOWED: [ResponseTransition, ResponseStanding, ResponseStanding][] = [
  ['accept', 'SENT', 'ACCEPTED'],
  ['decline', 'SENT', 'DECLINED'],
  ['withdraw', 'SENT', 'WITHDRAWN'],
  ['reopen', 'DECLINED', 'REOPENED'],
  ['revise', 'SENT', 'SENT'],
  ['counter', 'SENT', 'SENT'],
  ['acceptCounter', 'SENT', 'SENT'],
];

describe("a response's state machine", () => {
  it.each(ALLOWED)('%s takes a %s response to %s, and names its audit action', (transition, from, to) => {
    const response = at(from);
    const now = new Date('2026-12-02T09:00:00Z');
    expect(applyTransition(response, transition, now)).toEqual({
      before: from,
      after: to,
      action: RESPONSE_TRANSITIONS[transition].action,
    });
    expect(standingOf(response)).toBe(to);
    // reopening keeps the decline on record and stamps when
    if (transition === 'reopen') expect(response).toEqual({ status: 'DECLINED', reopenedAt: now });
  });

  const refusedCases = (Object.keys(RESPONSE_TRANSITIONS) as ResponseTransition[]).flatMap((transition) =>
    Object.values(ResponseStanding)
      .filter((standing) => !ALLOWED.some(([t, from]) => t === transition && from === standing))
      .map((standing) => [transition, standing] as const),
  );

  it.each(refusedCases)(
    '%s is refused for a %s response: CONFLICT with its standing as the reason, nothing changed',
    (transition, standing) => {
      const response = at(standing);
      const before = { ...response };
      expect(() => applyTransition(response, transition)).toThrow(
        expect.objectContaining({ code: 'CONFLICT', details: { reason: `RESPONSE_${standing}` } }),
      );
      expect(() => applyTransition(response, transition)).toThrow(AppError);
      expect(response).toEqual(before);
    },
  );

  it('lists exactly the allowed transitions', () => {
    expect(refusedCases).toHaveLength(
      Object.keys(RESPONSE_TRANSITIONS).length * Object.keys(ResponseStanding).length - ALLOWED.length,
    );
    expect(refusedCases).toHaveLength(7 * 5 - 7);
  });
});

describe('whether a partner may send a new response', () => {
  const open = { wireOpen: true, liveCount: 0, maxResponses: 3 };
  it.each([
    ['no response yet', [], null],
    ['a withdrawn one', [at('WITHDRAWN')], null],
    ['a declined one reopened', [at('REOPENED')], null],
    ['a SENT one', [at('SENT')], RespondRefusal.ALREADY_RESPONDED],
    ['an ACCEPTED one', [at('ACCEPTED')], RespondRefusal.ALREADY_RESPONDED],
    ['a declined one', [at('DECLINED')], RespondRefusal.DECLINED],
    ['a reopened one and a new declined one', [at('REOPENED'), at('DECLINED')], RespondRefusal.DECLINED],
    ['a declined one and a live one', [at('DECLINED'), at('SENT')], RespondRefusal.ALREADY_RESPONDED],
  ] as const)('with %s: %s', (_case, mine, refusal) => {
    expect(respondRefusal({ ...open, mine })).toBe(refusal);
  });

  it('is refused on a wire that is not open, before anything else', () => {
    expect(respondRefusal({ ...open, wireOpen: false, mine: [at('DECLINED')] })).toBe(
      RespondRefusal.NOT_OPEN,
    );
  });

  it('is refused on a full wire, unless the partner has a reason of their own', () => {
    const full = { ...open, liveCount: 3 };
    expect(respondRefusal({ ...full, mine: [] })).toBe(RespondRefusal.QUOTES_FULL);
    expect(respondRefusal({ ...full, mine: [at('SENT')] })).toBe(RespondRefusal.ALREADY_RESPONDED);
    expect(respondRefusal({ ...open, liveCount: 2, mine: [] })).toBeNull();
  });
});
