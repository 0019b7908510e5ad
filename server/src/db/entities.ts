import { Member } from '../member/member.entity.js';
import { Session } from '../auth/session.entity.js';
import { RateLimitBucket } from '../auth/rate-limit.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { Wire } from '../wire/wire.entity.js';
import { WireResponse } from '../response/response.entity.js';

/** Every entity, listed once (no folder scanning, so the bundle and tests see the same set). */
export const ENTITIES = [Member, Session, RateLimitBucket, Partner, Wire, WireResponse];
