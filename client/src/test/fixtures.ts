/**
 * GraphQL results as the server sends them (with every __typename, which the cache writes and
 * reads), for mocked links. Each takes overrides for the fields a test cares about.
 */

const yaba = { __typename: 'GeoPoint', label: 'Yaba, Lagos', lat: 6.5095, lng: 3.3711 };
const createdAt = '2026-01-01T00:00:00.000Z';

/** MemberFields: the signed-in account (`me`). */
export function memberFields(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Member',
    id: 'm1',
    email: 'ada@example.com',
    displayName: 'Ada',
    phone: null,
    role: 'MEMBER',
    disabled: false,
    hasPassword: true,
    profileComplete: true,
    sessionExpiresAt: '2099-01-01T00:00:00.000Z',
    defaultLocation: null,
    ...overrides,
  };
}

/** WireCardFields. */
export function wireCard(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Wire',
    id,
    kind: 'BUILDING_MATERIALS',
    title: `Wire ${id}`,
    status: 'OPEN',
    location: yaba,
    budget: null,
    neededBy: null,
    createdAt,
    responseCount: 0,
    quotesFull: false,
    respondRefusal: null,
    sealed: false,
    revealAt: null,
    quotesSealed: false,
    myResponse: null,
    ...overrides,
  };
}

/** ResponseFields. */
export function responseFields(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Response',
    id,
    status: 'SENT',
    reopenedAt: null,
    message: 'Dangote 42.5R, delivered within 48 hours.',
    quote: { __typename: 'Money', amount: '185000.00', currency: 'NGN' },
    validUntil: null,
    createdAt,
    updatedAt: createdAt,
    partner: {
      __typename: 'Partner',
      id: `partner-${id}`,
      businessName: 'Ikeja Blocks',
      verified: false,
      verifiedAt: null,
      verifiedUntil: null,
      rating: { __typename: 'PartnerRating', average: null, count: 0 },
    },
    review: null,
    offeredProducts: [],
    offeredProperty: null,
    partnerContact: null,
    unreadMessageCount: 0,
    revisions: [],
    counterOffer: null,
    ...overrides,
  };
}

/** PartnerWireFields. */
export function partnerWire(id: string, overrides: Record<string, unknown> = {}) {
  return { ...wireCard(id), invited: false, description: null, lines: [], myResponse: null, ...overrides };
}

/** WireDetailsFields. */
export function wireDetails(id: string, overrides: Record<string, unknown> = {}) {
  return {
    ...wireCard(id),
    description: null,
    expiresAt: '2026-02-01T00:00:00.000Z',
    maxResponses: 10,
    updatedAt: createdAt,
    deal: null,
    propertyType: null,
    bedrooms: null,
    minAreaM2: null,
    lines: [{ __typename: 'MaterialLine', material: 'Cement 50kg', quantity: 40, unit: 'bags' }],
    deliveryNeeded: true,
    attachments: [],
    ownerName: 'Bisi',
    isMine: true,
    responses: [],
    myResponse: null,
    buyerContact: null,
    ...overrides,
  };
}

/** A Relay connection of `nodes`, one page. */
export function connectionOf(
  typename: string,
  nodes: { id: string }[],
  { hasNextPage = false, totalCount = nodes.length }: { hasNextPage?: boolean; totalCount?: number } = {},
) {
  const edgeTypename = typename.replace(/Connection$/, 'Edge');
  return {
    __typename: typename,
    edges: nodes.map((node) => ({ __typename: edgeTypename, cursor: `c${node.id}`, node })),
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage,
      endCursor: nodes.length ? `c${nodes.at(-1)?.id}` : null,
    },
    totalCount,
  };
}

/**
 * A mock's variable matcher for a creating mutation: `expected` exactly, plus the submission's
 * idempotency key (random, so only its presence is checked).
 */
export function withSubmissionKey(expected: Record<string, unknown>) {
  return (variables: Record<string, unknown>) => {
    const { idempotencyKey, ...rest } = variables;
    return typeof idempotencyKey === 'string' && canonical(rest) === canonical(expected);
  };
}

/** JSON with sorted keys, so equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** ReviewFields: a buyer's review of a partner, not replied to nor hidden. */
export function reviewFields<T extends Record<string, unknown>>(overrides: T) {
  return {
    __typename: 'Review' as const,
    id: 'r1',
    rating: 4,
    text: 'On time.',
    reply: null,
    repliedAt: null,
    hidden: false,
    hiddenReason: null,
    authorName: 'Ada',
    wireTitle: 'Blocks',
    createdAt: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}
