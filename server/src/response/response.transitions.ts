import { AppError } from '../common/errors.js';
import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';
import { ResponseStatus } from './response.enums.js';

/**
 * A response's state machine, the one every command goes through. A response's standing is its
 * status, except that a DECLINED one the buyer reopened to its partner stands REOPENED (the
 * decline stays on record; it no longer stops the partner quoting again).
 */
export const ResponseStanding = { ...ResponseStatus, REOPENED: 'REOPENED' } as const;
export type ResponseStanding = EnumValue<typeof ResponseStanding>;

export function standingOf(response: { status: ResponseStatus; reopenedAt: Date | null }): ResponseStanding {
  return response.status === ResponseStatus.DECLINED && response.reopenedAt
    ? ResponseStanding.REOPENED
    : response.status;
}

/** What may happen to a response: from which standings, to which, and the audit action it records. */
export const RESPONSE_TRANSITIONS = {
  accept: { from: [ResponseStanding.SENT], to: ResponseStanding.ACCEPTED, action: 'response.accepted' },
  decline: { from: [ResponseStanding.SENT], to: ResponseStanding.DECLINED, action: 'response.declined' },
  withdraw: { from: [ResponseStanding.SENT], to: ResponseStanding.WITHDRAWN, action: 'response.withdrawn' },
  reopen: { from: [ResponseStanding.DECLINED], to: ResponseStanding.REOPENED, action: 'response.reopened' },
  // a quote is negotiable while the buyer has not decided: it stays SENT
  revise: { from: [ResponseStanding.SENT], to: ResponseStanding.SENT, action: 'response.revised' },
  counter: { from: [ResponseStanding.SENT], to: ResponseStanding.SENT, action: 'response.countered' },
  acceptCounter: {
    from: [ResponseStanding.SENT],
    to: ResponseStanding.SENT,
    action: 'response.counter_accepted',
  },
} as const satisfies Record<
  string,
  { from: readonly ResponseStanding[]; to: ResponseStanding; action: string }
>;
export type ResponseTransition = keyof typeof RESPONSE_TRANSITIONS;

/** Why a transition is refused, by where the response stands (CONFLICT's `extensions.reason`). */
const REFUSED: Record<ResponseTransition, string> = {
  accept: 'This response has already been answered or withdrawn.',
  decline: 'This response has already been answered or withdrawn.',
  withdraw: 'Only a response still waiting for the buyer can be withdrawn.',
  reopen: 'Only a declined quote can be reopened, and only once.',
  revise: 'Only a quote still waiting for the buyer can be revised.',
  counter: 'Only a quote still waiting for your decision can be countered.',
  acceptCounter: 'Only a quote still waiting for the buyer can take a counter-offer.',
};

export function canTransition(
  response: { status: ResponseStatus; reopenedAt: Date | null },
  transition: ResponseTransition,
): boolean {
  return (RESPONSE_TRANSITIONS[transition].from as readonly ResponseStanding[]).includes(
    standingOf(response),
  );
}

/**
 * Applies `transition` to `response` (its status, or `reopenedAt` for a reopening), or throws
 * CONFLICT with `reason: RESPONSE_<STANDING>` naming where it stands. Returns what to audit.
 */
export function applyTransition(
  response: { status: ResponseStatus; reopenedAt: Date | null },
  transition: ResponseTransition,
  now = new Date(),
): { before: ResponseStanding; after: ResponseStanding; action: string } {
  const before = standingOf(response);
  if (!canTransition(response, transition))
    throw new AppError('CONFLICT', REFUSED[transition], { details: { reason: `RESPONSE_${before}` } });
  const rule = RESPONSE_TRANSITIONS[transition];
  if (rule.to === ResponseStanding.REOPENED) response.reopenedAt = now;
  else response.status = rule.to;
  return { before, after: rule.to, action: rule.action };
}

/**
 * Why a partner may not send a new response to a wire, from the standing of the responses they
 * already sent to it: ALREADY_RESPONDED while one is live (SENT or ACCEPTED), DECLINED while the
 * buyer declined one and has not reopened the wire to them; null when they may (none yet, or
 * only withdrawn and reopened ones).
 */
export const RespondRefusal = graphqlEnum(
  'RespondRefusal',
  {
    NOT_OPEN: 'The wire is no longer open.',
    ALREADY_RESPONDED: 'You already have a live (SENT or ACCEPTED) response to this wire.',
    DECLINED: 'The buyer declined your quote; you can quote again only if they reopen the wire to you.',
    QUOTES_FULL: 'The wire has all the quotes it takes.',
  },
  'Why respondToWire would refuse the viewing partner now (the CONFLICT answer carries the same `extensions.reason`).',
);
export type RespondRefusal = EnumValue<typeof RespondRefusal>;

/** What each standing of an earlier response of the same partner says about a new one. */
const BLOCKS: Record<ResponseStanding, RespondRefusal | null> = {
  SENT: RespondRefusal.ALREADY_RESPONDED,
  ACCEPTED: RespondRefusal.ALREADY_RESPONDED,
  DECLINED: RespondRefusal.DECLINED,
  WITHDRAWN: null,
  REOPENED: null,
};

export function partnerRefusal(
  mine: readonly { status: ResponseStatus; reopenedAt: Date | null }[],
): RespondRefusal | null {
  const blocks = mine.map((response) => BLOCKS[standingOf(response)]);
  // a live response is the stronger reason: the partner has their quote in already
  return blocks.includes(RespondRefusal.ALREADY_RESPONDED)
    ? RespondRefusal.ALREADY_RESPONDED
    : blocks.includes(RespondRefusal.DECLINED)
      ? RespondRefusal.DECLINED
      : null;
}

/** Everything that stops a partner responding, in the order `respondToWire` checks it. */
export function respondRefusal(input: {
  wireOpen: boolean;
  mine: readonly { status: ResponseStatus; reopenedAt: Date | null }[];
  liveCount: number;
  maxResponses: number;
}): RespondRefusal | null {
  if (!input.wireOpen) return RespondRefusal.NOT_OPEN;
  return (
    partnerRefusal(input.mine) ?? (input.liveCount >= input.maxResponses ? RespondRefusal.QUOTES_FULL : null)
  );
}
