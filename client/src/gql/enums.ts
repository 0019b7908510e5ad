/** NEWEST/OLDEST by creation; NAME by display name (the email where there is none); EMAIL. */
export type AdminMembersOrder =
  /** By email, A first. */
  | 'EMAIL'
  /** By display name, A first (the email where there is no name). */
  | 'NAME'
  /** Newest account first. */
  | 'NEWEST'
  /** Oldest account first. */
  | 'OLDEST';

/** A column of the admin request table to sort by (ties: newest first within the direction). */
export type AdminWireSort =
  /** The highest budget amount (the lowest when only that is given), currencies not converted; wires without a budget come first ascending. */
  | 'BUDGET'
  /** When the wire was posted. */
  | 'CREATED'
  /** The date it is needed by; wires without one come last ascending. */
  | 'NEEDED_BY'
  /** How many responses the wire has (withdrawn ones not counted). */
  | 'RESPONSES'
  /** The status, alphabetically by its name. */
  | 'STATUS';

/** What an API token may do, on top of what its account may do. */
export type ApiTokenScope =
  /** Manage products and property listings, and upload their images (partners). */
  | 'CATALOGUE'
  /** Move the account's orders along (confirm, dispatch, receive, complete, cancel, dispute) and record or confirm their payments. */
  | 'ORDERS'
  /** Read what the account can see, and subscribe to its events. */
  | 'READ'
  /** Respond to wires and withdraw responses (partners). */
  | 'RESPONSES'
  /** Manage webhooks. */
  | 'WEBHOOKS'
  /** Post, close and fulfil wires; accept or decline the responses to the account's wires; upload attachments. */
  | 'WIRES';

/** What an audit entry is about. */
export type AuditSubject =
  /** An account; `subjectId` is the account's id. */
  | 'MEMBER'
  /** An order made from an accepted quote; `subjectId` is the order's id. */
  | 'ORDER'
  /** A partner business; `subjectId` is the partner's id. */
  | 'PARTNER'
  /** A report in the trust and safety queue; `subjectId` is the report's id. */
  | 'REPORT'
  /** A partner's response to a wire; `subjectId` is the response's id. */
  | 'RESPONSE'
  /** A buyer's review of a partner; `subjectId` is the review's id. */
  | 'REVIEW'
  /** The marketplace settings (one record, always the same `subjectId`). */
  | 'SETTINGS'
  /** A wire; `subjectId` is the wire's id. */
  | 'WIRE';

/** What a bulk action did to one wire. */
export type BulkOutcome =
  /** The action was applied to the wire. */
  | 'CHANGED'
  /** The wire was left as it was: its status does not allow the action. */
  | 'SKIPPED';

/** Where a buyer's counter-offer stands. */
export type CounterOfferStatus =
  /** The partner accepted it: the quote became its price. */
  | 'ACCEPTED'
  /** The partner answered it with a revision of the quote. */
  | 'ANSWERED'
  /** Waiting for the partner: they may accept it or answer with a revision. */
  | 'OPEN'
  /** The buyer made a newer counter-offer. */
  | 'SUPERSEDED';

/** How an admin resolves an order's dispute. */
export type DisputeOutcome =
  /** The order is cancelled. */
  | 'CANCEL'
  /** The order goes back to where it stood when the dispute was raised. */
  | 'RESUME';

/** The `extensions.code` of every error the API answers with. */
export type ErrorCode =
  /** The HTTP request itself is refused: malformed, batched, or a cookie request without the CSRF preflight header. */
  | 'BAD_REQUEST'
  /** An input value is not valid (one error per problem); `extensions.field` names it and `extensions.fieldPath` says where it is. */
  | 'BAD_USER_INPUT'
  /** The upload was cancelled before it finished. */
  | 'CANCELED'
  /** The record is not in a state that allows this (e.g. no longer open). */
  | 'CONFLICT'
  /** An account with this email already exists. */
  | 'EMAIL_ALREADY_IN_USE'
  /** Signed in, but this account may not do this. */
  | 'FORBIDDEN'
  /** The operation is not valid GraphQL syntax (a bug in the calling program). */
  | 'GRAPHQL_PARSE_FAILED'
  /** The operation does not fit the schema (an unknown field or argument, a wrong type) or exceeds the query limits (depth, aliases, cost). */
  | 'GRAPHQL_VALIDATION_FAILED'
  /** An unexpected error; the server logged it with the request id. */
  | 'INTERNAL_SERVER_ERROR'
  /** Wrong email or password (the same answer for both). */
  | 'INVALID_CREDENTIAL'
  /** No such record (or not visible to this account). */
  | 'NOT_FOUND'
  /** The password breaks the policy; `extensions.unmetRules` lists the rules. */
  | 'PASSWORD_DOES_NOT_MEET_REQUIREMENTS'
  /** The request or file is larger than allowed. */
  | 'PAYLOAD_TOO_LARGE'
  /** The persisted query hash is unknown: send the full query text. */
  | 'PERSISTED_QUERY_NOT_FOUND'
  /** The account's storage quota is used up. */
  | 'QUOTA_EXCEEDED'
  /** The session presented has ended; sign in again. */
  | 'SESSION_EXPIRED'
  /** A rate limit was reached; wait and try again. */
  | 'TOO_MANY_REQUESTS'
  /** Sign in first (no session or token was presented). */
  | 'UNAUTHENTICATED'
  /** The database is briefly unreachable; retry later. */
  | 'UNAVAILABLE'
  /** The account was disabled by an admin; its sessions are revoked. */
  | 'USER_DISABLED';

/** What an uploaded file is: an image or a document. */
export type FileKind =
  /** A PDF document, kept as sent. */
  | 'DOCUMENT'
  /** A JPEG, PNG or WebP image, re-encoded and thumbnailed. */
  | 'IMAGE';

/** Why an emailed single-use link can no longer be used. */
export type LinkRefusal =
  /** The link is older than it may be. */
  | 'EXPIRED'
  /** No such link: forged, or cut short when it was copied. */
  | 'INVALID'
  /** The link was used already (each works once). */
  | 'USED';

/** The time a list is ordered by. */
export type ListOrderField =
  /** When the record was made. */
  | 'CREATED'
  /** When the record last changed (status, counts, edits), for catching up. */
  | 'UPDATED';

/** For sale or to rent. */
export type ListingDeal =
  /** To rent: the price is the rent. */
  | 'RENT'
  /** For sale: the price is the asking price. */
  | 'SALE';

/** Where a property listing stands; only ACTIVE ones can be offered in a response. */
export type ListingStatus =
  /** Available: shown, and can be offered in a response. */
  | 'ACTIVE'
  /** Sold or let: shown, but not offered. */
  | 'CLOSED'
  /** Seen only by its partner and admins. */
  | 'HIDDEN'
  /** A deal is in progress: shown, but not offered. */
  | 'UNDER_OFFER';

/** Whether an account can sign in: ACTIVE, DISABLED by an admin, or DELETED (personal data erased, for good). */
export type MemberStatus =
  /** The account can sign in. */
  | 'ACTIVE'
  /** The account was deleted: its personal data is erased, for good. */
  | 'DELETED'
  /** An admin disabled the account: it cannot sign in until enabled again. */
  | 'DISABLED';

/** What happened in a message thread. */
export type MessageEventType =
  /** A new message in the thread (`message` is it). */
  | 'CREATED'
  /** One side read the thread up to `readAt` (a read receipt; `message` is null). */
  | 'READ';

/** Which party of a response wrote a message (or read the thread). */
export type MessageSide =
  /** The wire's owner. */
  | 'BUYER'
  /** The business that sent the response. */
  | 'PARTNER';

/** What happened in a notification event. */
export type NotificationEventType =
  /** A new notification arrived. */
  | 'CREATED'
  /** Notifications were marked read (on this or another device); `unreadCount` is the new count. */
  | 'READ';

/** What a notification is about; each kind but ACCOUNT_STATUS, INTEGRATION and VERIFICATION can have its email turned off. */
export type NotificationKind =
  /** My partner account was approved, suspended or reinstated (always emailed). */
  | 'ACCOUNT_STATUS'
  /** One of my webhooks was turned off after failing for a day (always emailed). */
  | 'INTEGRATION'
  /** A new message in the thread of a response (mine, or one to my wire); emailed once until I read the thread. */
  | 'NEW_MESSAGE'
  /** A partner responded to one of my wires. */
  | 'NEW_RESPONSE'
  /** A buyer reviewed my business after a fulfilled wire. */
  | 'NEW_REVIEW'
  /** One of my orders changed: made, confirmed, dispatched, received, completed, cancelled, disputed or paid. */
  | 'ORDER_UPDATE'
  /** An admin handled a report I filed, or acted on something of mine after a report (hid it, warned me, suspended me). */
  | 'REPORT_UPDATE'
  /** The buyer accepted or declined my response (or fulfilled the wire without it). */
  | 'RESPONSE_DECISION'
  /** A partner replied to my review of them. */
  | 'REVIEW_REPLY'
  /** A new wire matches one of my saved searches (at once for INSTANT ones; a daily digest for DAILY ones). */
  | 'SAVED_SEARCH_MATCH'
  /** An admin verified my business, refused its verification or asked for more (always emailed). */
  | 'VERIFICATION'
  /** One of my wires is about to expire, or has expired. */
  | 'WIRE_EXPIRY'
  /** A buyer invited my business to quote on one of their wires. */
  | 'WIRE_INVITE';

/** Something that may be done to an order now. */
export type OrderAction =
  /** answerOrderCancellation with agree: true (the other party). */
  | 'AGREE_CANCEL'
  /** completeOrder (the buyer). */
  | 'COMPLETE'
  /** confirmOrder (the partner). */
  | 'CONFIRM'
  /** confirmOrderPayment (the partner). */
  | 'CONFIRM_PAYMENT'
  /** dispatchOrder (the partner). */
  | 'DISPATCH'
  /** disputeOrder (either party). */
  | 'DISPUTE'
  /** receiveShipment (the buyer). */
  | 'RECEIVE'
  /** recordOrderPayment (the buyer). */
  | 'RECORD_PAYMENT'
  /** answerOrderCancellation with agree: false (the other party). */
  | 'REFUSE_CANCEL'
  /** requestOrderCancellation (either party). */
  | 'REQUEST_CANCEL'
  /** resolveOrderDispute (an admin). */
  | 'RESOLVE';

/** Which paper of an order a document is. */
export type OrderDocumentKind =
  /** The invoice, made when the first part is dispatched. */
  | 'INVOICE'
  /** The purchase order, made when the partner confirms. */
  | 'PURCHASE_ORDER';

/** What happened to the order of an order event. */
export type OrderEventType =
  /** An order was made from an accepted quote. */
  | 'CREATED'
  /** An order changed: a transition, a dispatch, a receipt, a payment or a document. */
  | 'UPDATED';

/** How much of an order's total confirmed payments cover. */
export type OrderPaymentState =
  /** Confirmed payments cover the total. */
  | 'PAID'
  /** Confirmed payments cover part of the total. */
  | 'PART_PAID'
  /** No confirmed payment yet. */
  | 'UNPAID';

/** Who stands where on an order. */
export type OrderSide =
  /** An admin. */
  | 'ADMIN'
  /** The order's buyer. */
  | 'BUYER'
  /** The order's partner. */
  | 'PARTNER';

/** What a list of orders is sorted by (ties: by id in the same direction). */
export type OrderSort =
  /** When the order was made. */
  | 'CREATED'
  /** Its number. */
  | 'NUMBER'
  /** Its status, alphabetically by name. */
  | 'STATUS'
  /** Its total, currencies not converted. */
  | 'TOTAL'
  /** When the order last changed. */
  | 'UPDATED';

/** Where an order stands (see docs/API.md, "Orders", for who moves it where). */
export type OrderStatus =
  /** Cancelled by agreement before dispatch, or by an admin resolving a dispute. */
  | 'CANCELLED'
  /** The buyer completed it; the wire is fulfilled and the review opens. */
  | 'COMPLETED'
  /** The partner confirmed it and gave a delivery date; nothing is on its way yet. */
  | 'CONFIRMED'
  /** At least one part is on its way and not yet received. */
  | 'DISPATCHED'
  /** One side raised a dispute; an admin resolves it back into the flow or to CANCELLED. */
  | 'DISPUTED'
  /** Made from an accepted quote; waiting for the partner to confirm it with a delivery date. */
  | 'PLACED'
  /** Every part sent so far was received by the buyer (some quantities may still be to come). */
  | 'RECEIVED';

/** How a new partner is approved: at sign-up (AUTOMATIC) or by an admin (MANUAL). */
export type PartnerApproval =
  /** A new partner is APPROVED as it signs up. */
  | 'AUTOMATIC'
  /** A new partner stays PENDING until an admin approves it. */
  | 'MANUAL';

/** What a partner business deals in; it decides which kinds of wire reach it. */
export type PartnerCategory =
  /** Supplies building materials: sees and answers BUILDING_MATERIALS wires. */
  | 'BUILDING_MATERIALS'
  /** Sells or lets property: sees and answers PROPERTY wires. */
  | 'PROPERTY';

/** What happened to the partner of a partner event. */
export type PartnerEventType =
  /** A partner signed up. */
  | 'CREATED'
  /** Its status or business changed. */
  | 'UPDATED';

/** Where a partner business stands with the marketplace: PENDING → APPROVED ↔ SUSPENDED. */
export type PartnerStatus =
  /** Approved: it sees matching wires, responds, and its catalogue and listings are public. */
  | 'APPROVED'
  /** Signed up and waiting for an admin to approve it. */
  | 'PENDING'
  /** Suspended by an admin (with a reason): it cannot respond, and its catalogue and listings are not public, until reinstated. */
  | 'SUSPENDED';

/** How the buyer says they paid. */
export type PaymentMethod =
  /** A bank transfer. */
  | 'BANK_TRANSFER'
  /** Cash handed over. */
  | 'CASH'
  /** Any other way (say which in the reference). */
  | 'OTHER';

/** Where a recorded payment stands. */
export type PaymentStatus =
  /** The partner confirmed they received it: it counts towards what is paid. */
  | 'CONFIRMED'
  /** The buyer recorded it; the partner has not confirmed receipt yet. */
  | 'RECORDED';

/** A building-materials category of the catalogue. */
export type ProductCategory =
  /** Bricks and blocks. */
  | 'BRICKS_BLOCKS'
  /** Cement and concrete products. */
  | 'CEMENT'
  /** Cables, fittings and electrical supplies. */
  | 'ELECTRICAL'
  /** Anything else. */
  | 'OTHER'
  /** Paints and coatings. */
  | 'PAINT'
  /** Pipes, fittings and sanitary ware. */
  | 'PLUMBING'
  /** Roofing sheets, tiles and accessories. */
  | 'ROOFING'
  /** Sand, gravel and other aggregates. */
  | 'SAND_AGGREGATE'
  /** Reinforcement bars, rods and structural steel. */
  | 'STEEL'
  /** Floor and wall tiles. */
  | 'TILES'
  /** Timber and wood. */
  | 'TIMBER';

/** The order of the catalogue: newest first (the default), or by price. */
export type ProductOrder =
  /** Newest product first. */
  | 'NEWEST'
  /** Cheapest first, by amount (currencies are not converted: filter by `currency` to compare like with like). */
  | 'PRICE_ASC'
  /** Dearest first, by amount (currencies are not converted: filter by `currency` to compare like with like). */
  | 'PRICE_DESC';

/** Whether a property is bought or rented. */
export type PropertyDeal =
  /** To buy. */
  | 'BUY'
  /** To rent. */
  | 'RENT';

/** The kind of property. */
export type PropertyType =
  /** A flat or apartment. */
  | 'APARTMENT'
  /** Shops, offices, warehouses. */
  | 'COMMERCIAL'
  /** A house. */
  | 'HOUSE'
  /** A plot of land. */
  | 'LAND';

/** What an admin does about an open report. */
export type ReportAction =
  /** Nothing wrong: closes the report (DISMISSED). */
  | 'DISMISS'
  /** Hides the item from everyone but admins (reviews only); its owner is told why. */
  | 'HIDE'
  /** Disables the owner's account (as `setMemberDisabled`), with the reason. */
  | 'SUSPEND'
  /** Warns the owner, with the reason; the item stays. */
  | 'WARN';

/** What happened to the report of a report event. */
export type ReportEventType =
  /** A report was filed or a flag raised (the queue grew). */
  | 'CREATED'
  /** An admin handled a report. */
  | 'UPDATED';

/** The rule an automatic flag follows. */
export type ReportRule =
  /** A wire or a message contains one of the admins' blocked words. */
  | 'BLOCKED_WORDS'
  /** An account younger than 7 days posted more than 5 wires within an hour. */
  | 'NEW_ACCOUNT_BURST'
  /** A partner withdrew more than 60% of its 5 or more quotes of the last 30 days. */
  | 'QUOTES_WITHDRAWN';

/** Where a report stands (OPEN → DISMISSED | ACTIONED). */
export type ReportStatus =
  /** An admin hid the item, warned its owner or suspended the account. */
  | 'ACTIONED'
  /** An admin found nothing wrong. */
  | 'DISMISSED'
  /** Waiting for an admin. */
  | 'OPEN';

/** What kind of thing a report is about. */
export type ReportSubjectType =
  /** The message thread of a response; the subject's id is the response's. */
  | 'CONVERSATION'
  /** A partner's property listing. */
  | 'LISTING'
  /** A partner's business profile. */
  | 'PARTNER'
  /** A partner's product. */
  | 'PRODUCT'
  /** A buyer's review of a partner. */
  | 'REVIEW'
  /** A wire; the subject's id is the wire's. */
  | 'WIRE';

/** Why respondToWire would refuse the viewing partner now (the CONFLICT answer carries the same `extensions.reason`). */
export type RespondRefusal =
  /** You already have a live (SENT or ACCEPTED) response to this wire. */
  | 'ALREADY_RESPONDED'
  /** The buyer declined your quote; you can quote again only if they reopen the wire to you. */
  | 'DECLINED'
  /** The wire is no longer open. */
  | 'NOT_OPEN'
  /** The wire has all the quotes it takes. */
  | 'QUOTES_FULL';

/** What happened to the response of a response event. */
export type ResponseEventType =
  /** The partner accepted the buyer's counter-offer: the quote is now its price. */
  | 'COUNTER_ACCEPTED'
  /** The buyer made a counter-offer (`counterOffer`). */
  | 'COUNTER_OFFERED'
  /** A response was sent. */
  | 'CREATED'
  /** The partner revised the quote (its earlier version is in `revisions`). */
  | 'REVISED'
  /** A response changed (accepted, declined, withdrawn). */
  | 'UPDATED';

/** Where a partner's response is: at most one SENT or ACCEPTED per partner and wire. */
export type ResponseStatus =
  /** The buyer accepted it (each side now sees the other's contact). */
  | 'ACCEPTED'
  /** The buyer declined it, or it was still SENT when the wire was fulfilled. */
  | 'DECLINED'
  /** Waiting for the buyer. */
  | 'SENT'
  /** The partner withdrew it. */
  | 'WITHDRAWN';

/** Why a version of a quote was replaced. */
export type RevisionCause =
  /** The partner accepted the buyer's counter-offer. */
  | 'COUNTER_ACCEPTED'
  /** The partner revised the quote. */
  | 'REVISED';

/** A part of a quote that a revision changed. */
export type RevisionChange =
  /** The offered products (lines, quantities or unit prices). */
  | 'ITEMS'
  /** The partner's message. */
  | 'MESSAGE'
  /** The quoted total. */
  | 'QUOTE'
  /** Until when the quote holds. */
  | 'VALIDITY';

/** What an account may do. */
export type Role =
  /** Runs the marketplace: members, partners and every wire. */
  | 'ADMIN'
  /** A buyer: posts wires, reads the responses to them, accepts or declines. */
  | 'MEMBER'
  /** A seller business: answers wires with responses, keeps a catalogue and property listings. */
  | 'PARTNER';

/** How often a saved search tells me of new matching wires. */
export type SavedSearchFrequency =
  /** One email a day listing the new matching wires of all my daily searches. */
  | 'DAILY'
  /** An alert (in the app and by email) as soon as a matching wire is posted. */
  | 'INSTANT'
  /** No alerts; the search is kept to open the board with it. */
  | 'OFF';

/** An outside account that can sign in to BuildWire. */
export type SocialProvider =
  /** A GitHub account. */
  | 'GITHUB'
  /** A Google account. */
  | 'GOOGLE';

/** Ascending or descending. */
export type SortDirection =
  /** Ascending: oldest, smallest or A first. */
  | 'ASC'
  /** Descending: newest, largest or Z first. */
  | 'DESC';

/** Where a partner stands on verification, for the admin's sellers list. */
export type VerificationStanding =
  /** Was verified, and that verification has expired. */
  | 'EXPIRED'
  /** Never verified, or its verification was refused. */
  | 'NOT_VERIFIED'
  /** A submitted verification waits for an admin (a verified business resubmitting included). */
  | 'PENDING_REVIEW'
  /** Verified by an admin and not expired. */
  | 'VERIFIED';

/** Where a partner's business verification stands: PENDING → VERIFIED (until its expiry) | REJECTED | MORE_INFO. */
export type VerificationStatus =
  /** An admin asked for more (the note says what); the partner resubmits. */
  | 'MORE_INFO'
  /** Submitted (or resubmitted) and waiting for an admin to review it. */
  | 'PENDING'
  /** An admin refused it, with a reason; the partner may submit again. */
  | 'REJECTED'
  /** An admin checked the registration; the business shows as verified until `expiresAt`. */
  | 'VERIFIED';

/** Where a webhook delivery stands. */
export type WebhookDeliveryStatus =
  /** The receiver answered with a 2xx status. */
  | 'DELIVERED'
  /** Every attempt in the retry window failed, or the webhook was disabled; it can be redelivered. */
  | 'FAILED'
  /** Not delivered yet: waiting for its first attempt or for a retry (see `nextAttemptAt`). */
  | 'PENDING';

/** Why a webhook is not delivering. */
export type WebhookDisabledReason =
  /** Its deliveries failed for a day without one success; its owner was told by email. */
  | 'FAILING'
  /** Its owner turned it off. */
  | 'OWNER';

/** What happened to the wire of a wire event. */
export type WireEventType =
  /** A wire was posted. */
  | 'CREATED'
  /** A wire left the open board (closed, fulfilled, expired or removed). */
  | 'REMOVED'
  /** A wire changed (e.g. its response count). */
  | 'UPDATED';

/** What a wire asks for. */
export type WireKind =
  /** Building materials (the wire has material lines). */
  | 'BUILDING_MATERIALS'
  /** A property to buy or rent (the wire has `property` details). */
  | 'PROPERTY';

/** Where a wire is in its life; only OPEN wires take responses. */
export type WireStatus =
  /** The owner (or an admin) closed it without fulfilment. */
  | 'CLOSED'
  /** Its time ran out while open. */
  | 'EXPIRED'
  /** The owner marked it fulfilled; responses still SENT were declined. */
  | 'FULFILLED'
  /** On the board: partners can respond. */
  | 'OPEN'
  /** An admin removed it. */
  | 'REMOVED';
