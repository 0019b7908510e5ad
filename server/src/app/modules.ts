import { auditModule } from '../audit/audit.module.js';
import { authModule } from '../auth/auth.module.js';
import { storageModule } from '../storage/storage.module.js';
import { placesModule } from '../places/places.module.js';
import { memberModule } from '../member/member.module.js';
import { notificationModule } from '../notification/notification.module.js';
import { partnerModule } from '../partner/partner.module.js';
import { wireModule } from '../wire/wire.module.js';
import { productModule } from '../product/product.module.js';
import { listingModule } from '../listing/listing.module.js';
import { responseModule } from '../response/response.module.js';
import { marketModule } from '../market/market.module.js';
import { webhookModule } from '../webhook/webhook.module.js';
import { messageModule } from '../message/message.module.js';
import { reviewModule } from '../review/review.module.js';
import { orderModule } from '../order/order.module.js';
import { reportModule } from '../report/report.module.js';
import { searchModule } from '../search/search.module.js';
import { pushModule } from '../push/push.module.js';
import { insightModule } from '../insight/insight.module.js';

/**
 * Every module of the application, lowest layer first: a module is given what the platform and
 * the modules before it provide. Adding a domain is one line here (modules.test.ts fails for a
 * domain folder whose module is missing from this list).
 */
export const MODULES = [
  authModule,
  auditModule,
  storageModule,
  placesModule,
  memberModule,
  notificationModule,
  partnerModule,
  wireModule,
  productModule,
  listingModule,
  responseModule,
  marketModule,
  webhookModule,
  messageModule,
  reviewModule,
  orderModule,
  reportModule,
  searchModule,
  pushModule,
  insightModule,
] as const;
