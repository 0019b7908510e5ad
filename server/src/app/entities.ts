import { RateLimitBucket } from '../auth/rate-limit.entity.js';
import { OneTimeToken } from '../auth/one-time-token.entity.js';
import { AuditEntry } from '../audit/audit.entity.js';
import { Member } from '../member/member.entity.js';
import { Session } from '../member/session.entity.js';
import { ApiToken } from '../member/api-token.entity.js';
import { LinkedIdentity } from '../member/linked-identity.entity.js';
import { PendingIdentity } from '../member/pending-identity.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { MarketplaceSettings } from '../partner/marketplace-settings.entity.js';
import { Wire } from '../wire/wire.entity.js';
import { WireInvite } from '../wire/wire-invite.entity.js';
import { WireResponse } from '../response/response.entity.js';
import { OfferedProduct } from '../response/offered-product.entity.js';
import { StoredFile } from '../storage/stored-file.entity.js';
import { Product } from '../product/product.entity.js';
import { PropertyListing } from '../listing/property-listing.entity.js';
import { Webhook, WebhookDelivery } from '../webhook/webhook.entity.js';
import {
  Notification,
  NotificationEmailOptOut,
  NotificationPushOptOut,
} from '../notification/notification.entity.js';
import { PushSubscription } from '../push/push-subscription.entity.js';
import { Review } from '../review/review.entity.js';
import { SavedSearch } from '../search/saved-search.entity.js';
import { Message, MessageThreadRead, MessageThreadReport } from '../message/message.entity.js';

/** Every entity of the app, listed once (no folder scanning, so the build and tests see the same set). */
export const ENTITIES = [
  RateLimitBucket,
  Member,
  Session,
  Partner,
  Wire,
  WireInvite,
  WireResponse,
  OneTimeToken,
  AuditEntry,
  LinkedIdentity,
  PendingIdentity,
  MarketplaceSettings,
  StoredFile,
  Product,
  PropertyListing,
  OfferedProduct,
  ApiToken,
  Webhook,
  WebhookDelivery,
  Notification,
  NotificationEmailOptOut,
  Review,
  SavedSearch,
  NotificationPushOptOut,
  PushSubscription,
  Message,
  MessageThreadRead,
  MessageThreadReport,
];
