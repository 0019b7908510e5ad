import { Member } from '../member/member.entity.js';
import { Session } from '../auth/session.entity.js';
import { RateLimitBucket } from '../auth/rate-limit.entity.js';

/** Every entity, listed once (no folder scanning, so the bundle and tests see the same set). */
export const ENTITIES = [Member, Session, RateLimitBucket];
