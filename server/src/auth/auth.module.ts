import { defineModule } from '../common/module.js';
import { RateLimitBucket } from './rate-limit.entity.js';
import { OneTimeToken } from './one-time-token.entity.js';

/** Sign-in's machinery: rate-limit buckets and emailed one-time tokens (its services are the platform's). */
export const authModule = defineModule({ name: 'auth', entities: [RateLimitBucket, OneTimeToken] });
