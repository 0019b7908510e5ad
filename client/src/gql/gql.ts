/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation AddMembers($input: [AddMemberInput!]!) {\n  addMembers(input: $input) {\n    added\n    failed\n    lines {\n      line\n      email\n      added\n      code\n      field\n      message\n      member {\n        id\n        email\n        displayName\n        role\n      }\n    }\n  }\n}": typeof types.AddMembersDocument,
    "fragment AdminMemberFields on Member {\n  id\n  email\n  displayName\n  phone\n  role\n  status\n  disabled\n  createdAt\n  deletedAt\n  lastSeenAt\n  partner {\n    id\n    businessName\n    status\n  }\n}": typeof types.AdminMemberFieldsFragmentDoc,
    "query AdminMembers($filter: AdminMembersFilter, $orderBy: AdminMembersOrder, $first: Int, $after: String) {\n  adminMembers(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminMemberFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.AdminMembersDocument,
    "subscription AdminPartnerEvents {\n  adminPartnerEvents {\n    type\n    partner {\n      ...AdminPartnerFields\n    }\n  }\n}": typeof types.AdminPartnerEventsDocument,
    "fragment AdminPartnerFields on Partner {\n  id\n  businessName\n  email\n  categories\n  serviceArea {\n    label\n    radiusKm\n  }\n  status\n  statusReason\n  createdAt\n  verified\n  verifiedUntil\n  verification {\n    ...PartnerVerificationFields\n  }\n}": typeof types.AdminPartnerFieldsFragmentDoc,
    "query AdminPartners($filter: AdminPartnersFilter, $first: Int, $after: String) {\n  adminPartners(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminPartnerFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.AdminPartnersDocument,
    "query AdminPendingPartnerCount {\n  adminPendingPartnerCount\n}": typeof types.AdminPendingPartnerCountDocument,
    "query AdminWireDetails($id: ID!) {\n  wire(id: $id) {\n    ...WireDetailsFields\n  }\n}": typeof types.AdminWireDetailsDocument,
    "subscription AdminWireEvents($filter: AdminWiresFilter) {\n  adminWireEvents(filter: $filter) {\n    type\n    wire {\n      ...AdminWireRowFields\n    }\n  }\n}": typeof types.AdminWireEventsDocument,
    "fragment AdminWireRowFields on Wire {\n  id\n  title\n  kind\n  status\n  createdAt\n  neededBy\n  responseCount\n  budget {\n    min\n    max\n    currency\n  }\n  ownerName\n  buyerContact {\n    email\n  }\n}": typeof types.AdminWireRowFieldsFragmentDoc,
    "query AdminWires($filter: AdminWiresFilter, $orderBy: AdminWiresOrder, $first: Int, $page: Int) {\n  adminWires(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {\n    totalCount\n    totalCountIsEstimate\n    pageSize\n    page\n    edges {\n      cursor\n      node {\n        ...AdminWireRowFields\n      }\n    }\n  }\n}": typeof types.AdminWiresDocument,
    "mutation ApprovePartner($id: ID!) {\n  approvePartner(id: $id) {\n    ...AdminPartnerFields\n  }\n}": typeof types.ApprovePartnerDocument,
    "mutation ApprovePartnerVerification($input: ApprovePartnerVerificationInput!) {\n  approvePartnerVerification(input: $input) {\n    ...PartnerVerificationFields\n  }\n}": typeof types.ApprovePartnerVerificationDocument,
    "query AuditTrail($filter: AuditLogFilter!, $first: Int, $after: String) {\n  auditLog(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        createdAt\n        action\n        subjectType\n        subjectId\n        reason\n        actor {\n          id\n          email\n          displayName\n        }\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.AuditTrailDocument,
    "mutation BulkCloseWires($ids: [ID!]!, $reason: String!) {\n  bulkCloseWires(ids: $ids, reason: $reason) {\n    id\n    outcome\n    status\n  }\n}": typeof types.BulkCloseWiresDocument,
    "mutation BulkRemoveWires($ids: [ID!]!, $reason: String!) {\n  bulkRemoveWires(ids: $ids, reason: $reason) {\n    id\n    outcome\n    status\n  }\n}": typeof types.BulkRemoveWiresDocument,
    "mutation DeleteMember($id: ID!, $reason: String) {\n  deleteMember(id: $id, reason: $reason)\n}": typeof types.DeleteMemberDocument,
    "fragment HealthFiguresFields on HealthFigures {\n  wires\n  filledWithin24h\n  fillRate\n  quotedWires\n  medianMinutesToFirstQuote\n  quotes\n  quotesPerWire\n  acceptedQuotes\n  acceptanceRate\n  acceptedValue {\n    amount\n    currency\n  }\n}": typeof types.HealthFiguresFieldsFragmentDoc,
    "fragment HealthSegmentFields on HealthSegment {\n  kind\n  state\n  current {\n    ...HealthFiguresFields\n  }\n  previous {\n    ...HealthFiguresFields\n  }\n}": typeof types.HealthSegmentFieldsFragmentDoc,
    "query MarketHealth($period: HealthPeriodInput) {\n  marketHealth(period: $period) {\n    period {\n      from\n      to\n      days\n    }\n    previousPeriod {\n      from\n      to\n      days\n    }\n    current {\n      ...HealthFiguresFields\n    }\n    previous {\n      ...HealthFiguresFields\n    }\n    actors {\n      partners\n      buyers\n    }\n    previousActors {\n      partners\n      buyers\n    }\n    byKind {\n      ...HealthSegmentFields\n    }\n    byState {\n      ...HealthSegmentFields\n    }\n    byKindAndState {\n      ...HealthSegmentFields\n    }\n    daily {\n      date\n      wires\n      filledWithin24h\n      quotes\n    }\n    previousDaily {\n      date\n      wires\n      filledWithin24h\n      quotes\n    }\n  }\n}": typeof types.MarketHealthDocument,
    "query MarketplaceSettings {\n  marketplaceSettings {\n    ...MarketplaceSettingsFields\n  }\n}": typeof types.MarketplaceSettingsDocument,
    "fragment MarketplaceSettingsFields on MarketplaceSettings {\n  partnerApproval\n  blockedWords\n  verificationRequiredToQuote\n  updatedAt\n  updatedBy {\n    id\n    displayName\n    email\n  }\n}": typeof types.MarketplaceSettingsFieldsFragmentDoc,
    "mutation ReinstatePartner($id: ID!) {\n  reinstatePartner(id: $id) {\n    ...AdminPartnerFields\n  }\n}": typeof types.ReinstatePartnerDocument,
    "mutation RejectPartnerVerification($input: ReviewPartnerVerificationInput!) {\n  rejectPartnerVerification(input: $input) {\n    ...PartnerVerificationFields\n  }\n}": typeof types.RejectPartnerVerificationDocument,
    "mutation RequestInfoPartnerVerification($input: ReviewPartnerVerificationInput!) {\n  requestPartnerVerificationInfo(input: $input) {\n    ...PartnerVerificationFields\n  }\n}": typeof types.RequestInfoPartnerVerificationDocument,
    "mutation ResendSignInLink($id: ID!) {\n  resendSignInLink(id: $id)\n}": typeof types.ResendSignInLinkDocument,
    "mutation SetMemberDisabled($id: ID!, $disabled: Boolean!, $reason: String) {\n  setMemberDisabled(id: $id, disabled: $disabled, reason: $reason) {\n    ...AdminMemberFields\n  }\n}": typeof types.SetMemberDisabledDocument,
    "mutation SetMemberRole($id: ID!, $role: Role!) {\n  setMemberRole(id: $id, role: $role) {\n    ...AdminMemberFields\n  }\n}": typeof types.SetMemberRoleDocument,
    "mutation SuspendPartner($id: ID!, $reason: String!) {\n  suspendPartner(id: $id, reason: $reason) {\n    ...AdminPartnerFields\n  }\n}": typeof types.SuspendPartnerDocument,
    "mutation UpdateMarketplaceSettings($input: MarketplaceSettingsInput!) {\n  updateMarketplaceSettings(input: $input) {\n    ...MarketplaceSettingsFields\n  }\n}": typeof types.UpdateMarketplaceSettingsDocument,
    "mutation CreatePropertyListing($input: PropertyListingInput!) {\n  createPropertyListing(input: $input) {\n    ...PropertyListingFields\n  }\n}": typeof types.CreatePropertyListingDocument,
    "query MyPropertyListings($filter: MyPropertyListingsFilter, $first: Int, $after: String) {\n  myPropertyListings(filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...PropertyListingFields\n      }\n    }\n  }\n}": typeof types.MyPropertyListingsDocument,
    "fragment PropertyListingFields on PropertyListing {\n  id\n  title\n  description\n  propertyType\n  deal\n  status\n  bedrooms\n  bathrooms\n  areaM2\n  createdAt\n  updatedAt\n  price {\n    amount\n    currency\n  }\n  location {\n    label\n    lat\n    lng\n  }\n  images {\n    ...UploadedFileFields\n  }\n}": typeof types.PropertyListingFieldsFragmentDoc,
    "mutation SetPropertyListingStatus($id: ID!, $status: ListingStatus!) {\n  setPropertyListingStatus(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n  }\n}": typeof types.SetPropertyListingStatusDocument,
    "query SuggestedListings($wireId: ID!, $first: Int) {\n  suggestedListings(wireId: $wireId, first: $first) {\n    ...PropertyListingFields\n  }\n}": typeof types.SuggestedListingsDocument,
    "mutation UpdatePropertyListing($id: ID!, $input: PropertyListingInput!) {\n  updatePropertyListing(id: $id, input: $input) {\n    ...PropertyListingFields\n  }\n}": typeof types.UpdatePropertyListingDocument,
    "fragment ApiTokenFields on ApiToken {\n  id\n  name\n  prefix\n  scopes\n  createdAt\n  expiresAt\n  lastUsedAt\n  rotatedAt\n}": typeof types.ApiTokenFieldsFragmentDoc,
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": typeof types.ChangePasswordDocument,
    "mutation ConfirmTwoFactor($code: String!) {\n  confirmTwoFactor(code: $code) {\n    codes\n  }\n}": typeof types.ConfirmTwoFactorDocument,
    "mutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    secret\n    token {\n      ...ApiTokenFields\n    }\n  }\n}": typeof types.CreateApiTokenDocument,
    "mutation CreateWebhook($input: CreateWebhookInput!) {\n  createWebhook(input: $input) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}": typeof types.CreateWebhookDocument,
    "mutation DeleteAccount($password: String) {\n  deleteAccount(password: $password)\n}": typeof types.DeleteAccountDocument,
    "mutation DeleteWebhook($id: ID!) {\n  deleteWebhook(id: $id)\n}": typeof types.DeleteWebhookDocument,
    "mutation DisableTwoFactor($code: String!) {\n  disableTwoFactor(code: $code)\n}": typeof types.DisableTwoFactorDocument,
    "mutation EnableTwoFactor($password: String) {\n  enableTwoFactor(password: $password) {\n    secret\n    uri\n    qrCodeDataUrl\n  }\n}": typeof types.EnableTwoFactorDocument,
    "query LinkedIdentities {\n  linkedIdentities {\n    provider\n    email\n    linkedAt\n  }\n}": typeof types.LinkedIdentitiesDocument,
    "query MyApiTokens {\n  myApiTokens {\n    ...ApiTokenFields\n  }\n}": typeof types.MyApiTokensDocument,
    "query MySessions {\n  mySessions {\n    id\n    createdAt\n    lastSeenAt\n    device\n    ip\n    current\n  }\n}": typeof types.MySessionsDocument,
    "query MyWebhooks {\n  myWebhooks {\n    ...WebhookFields\n  }\n}": typeof types.MyWebhooksDocument,
    "query PasswordPolicy {\n  passwordPolicy {\n    minLength\n    maxLength\n    requireLowercase\n    requireUppercase\n    requireDigit\n    requireSymbol\n    rejectCommon\n  }\n}": typeof types.PasswordPolicyDocument,
    "query PasswordResetLinkRefusal($token: String!) {\n  passwordResetLinkRefusal(token: $token)\n}": typeof types.PasswordResetLinkRefusalDocument,
    "query PendingIdentity {\n  pendingIdentity {\n    provider\n    email\n    emailVerified\n    name\n  }\n}": typeof types.PendingIdentityDocument,
    "mutation RedeliverWebhookDelivery($id: ID!) {\n  redeliverWebhookDelivery(id: $id) {\n    id\n    status\n    redeliveryOf\n  }\n}": typeof types.RedeliverWebhookDeliveryDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}": typeof types.RequestPasswordResetDocument,
    "mutation RequestSignInLink($email: String!) {\n  requestSignInLink(email: $email)\n}": typeof types.RequestSignInLinkDocument,
    "mutation ResetPassword($token: String!, $newPassword: String!) {\n  resetPassword(token: $token, newPassword: $newPassword) {\n    sessionExpiresAt\n    twoFactorRequired\n    twoFactorChallenge\n    member {\n      ...MemberFields\n    }\n  }\n}": typeof types.ResetPasswordDocument,
    "mutation RevokeApiToken($id: ID!) {\n  revokeApiToken(id: $id) {\n    id\n    revokedAt\n  }\n}": typeof types.RevokeApiTokenDocument,
    "mutation RevokeSession($id: ID!) {\n  revokeSession(id: $id)\n}": typeof types.RevokeSessionDocument,
    "mutation RotateApiToken($id: ID!) {\n  rotateApiToken(id: $id) {\n    secret\n    token {\n      ...ApiTokenFields\n    }\n  }\n}": typeof types.RotateApiTokenDocument,
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    sessionExpiresAt\n    twoFactorRequired\n    twoFactorChallenge\n    twoFactorSetupRequired\n    member {\n      ...MemberFields\n    }\n  }\n}": typeof types.SignInDocument,
    "query SignInMethods {\n  signInMethods {\n    providers\n  }\n}": typeof types.SignInMethodsDocument,
    "mutation SignInWithEmailLink($token: String!) {\n  signInWithEmailLink(token: $token) {\n    sessionExpiresAt\n    twoFactorRequired\n    twoFactorChallenge\n    member {\n      ...MemberFields\n    }\n  }\n}": typeof types.SignInWithEmailLinkDocument,
    "mutation SignInWithTwoFactor($challenge: String!, $code: String!) {\n  signInWithTwoFactor(challenge: $challenge, code: $code) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}": typeof types.SignInWithTwoFactorDocument,
    "mutation SignOutEverywhere {\n  signOutEverywhere\n}": typeof types.SignOutEverywhereDocument,
    "mutation SignUp($input: SignUpInput!, $idempotencyKey: String) {\n  signUp(input: $input, idempotencyKey: $idempotencyKey) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}": typeof types.SignUpDocument,
    "mutation SignUpWithPendingIdentity($displayName: String) {\n  signUpWithPendingIdentity(displayName: $displayName) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}": typeof types.SignUpWithPendingIdentityDocument,
    "query TwoFactorStatus {\n  me {\n    id\n    twoFactorEnabled\n    recoveryCodesLeft\n    twoFactorSetupRequired\n  }\n}": typeof types.TwoFactorStatusDocument,
    "mutation UnlinkIdentity($provider: SocialProvider!) {\n  unlinkIdentity(provider: $provider)\n}": typeof types.UnlinkIdentityDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...MemberFields\n  }\n}": typeof types.UpdateProfileDocument,
    "mutation UpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    ...WebhookFields\n  }\n}": typeof types.UpdateWebhookDocument,
    "query WebhookDeliveries($id: ID!, $first: Int, $after: String, $status: WebhookDeliveryStatus) {\n  webhook(id: $id) {\n    id\n    deliveries(first: $first, after: $after, status: $status) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          event\n          status\n          attempts\n          responseStatus\n          responseBody\n          error\n          nextAttemptAt\n          deliveredAt\n          createdAt\n          redeliveryOf\n          body\n        }\n      }\n    }\n  }\n}": typeof types.WebhookDeliveriesDocument,
    "fragment WebhookFields on Webhook {\n  id\n  name\n  url\n  query\n  field\n  enabled\n  disabledReason\n  failingSince\n  lastDeliveredAt\n  createdAt\n}": typeof types.WebhookFieldsFragmentDoc,
    "mutation MarkThreadRead($responseId: ID!) {\n  markThreadRead(responseId: $responseId) {\n    id\n    unreadMessageCount\n  }\n}": typeof types.MarkThreadReadDocument,
    "subscription MessageEvents($responseId: ID!) {\n  messageEvents(responseId: $responseId) {\n    type\n    responseId\n    side\n    readAt\n    message {\n      ...MessageFields\n    }\n  }\n}": typeof types.MessageEventsDocument,
    "fragment MessageFields on Message {\n  id\n  createdAt\n  side\n  mine\n  seen\n  body\n  contactHidden\n  attachments {\n    ...UploadedFileFields\n  }\n}": typeof types.MessageFieldsFragmentDoc,
    "mutation ReportThread($responseId: ID!, $reason: String!) {\n  reportThread(responseId: $responseId, reason: $reason)\n}": typeof types.ReportThreadDocument,
    "mutation SendMessage($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    id\n  }\n}": typeof types.SendMessageDocument,
    "query ThreadMessages($responseId: ID!, $first: Int, $after: String) {\n  messages(responseId: $responseId, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...MessageFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.ThreadMessagesDocument,
    "mutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}": typeof types.MarkAllNotificationsReadDocument,
    "mutation MarkNotificationsRead($ids: [ID!]!) {\n  markNotificationsRead(ids: $ids)\n}": typeof types.MarkNotificationsReadDocument,
    "query NotificationCentre($first: Int, $after: String) {\n  unreadNotificationCount\n  notifications(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...NotificationFields\n      }\n    }\n  }\n}": typeof types.NotificationCentreDocument,
    "subscription NotificationEvents {\n  notificationEvents {\n    type\n    unreadCount\n    notification {\n      ...NotificationFields\n    }\n  }\n}": typeof types.NotificationEventsDocument,
    "fragment NotificationFields on Notification {\n  id\n  kind\n  title\n  body\n  link\n  reason\n  readAt\n  createdAt\n}": typeof types.NotificationFieldsFragmentDoc,
    "query NotificationSettings {\n  notificationSettings {\n    kind\n    label\n    email\n    canTurnOff\n    forPartners\n    push\n  }\n}": typeof types.NotificationSettingsDocument,
    "query PushDevice {\n  webPushPublicKey\n  myPushSubscriptions {\n    id\n    endpoint\n    userAgent\n    lastPushedAt\n  }\n}": typeof types.PushDeviceDocument,
    "mutation RegisterPushSubscription($input: RegisterPushSubscriptionInput!) {\n  registerPushSubscription(input: $input) {\n    id\n    endpoint\n    userAgent\n    lastPushedAt\n  }\n}": typeof types.RegisterPushSubscriptionDocument,
    "mutation UnregisterPushSubscription($endpoint: String!) {\n  unregisterPushSubscription(endpoint: $endpoint)\n}": typeof types.UnregisterPushSubscriptionDocument,
    "mutation UnsubscribeEmail($token: String!) {\n  unsubscribeEmail(token: $token) {\n    kind\n    label\n    email\n    canTurnOff\n    push\n  }\n}": typeof types.UnsubscribeEmailDocument,
    "mutation UpdateNotificationSettings($input: [NotificationSettingInput!]!) {\n  updateNotificationSettings(input: $input) {\n    kind\n    label\n    email\n    canTurnOff\n    forPartners\n    push\n  }\n}": typeof types.UpdateNotificationSettingsDocument,
    "query AdminOrders($first: Int, $after: String, $filter: OrdersFilter, $orderBy: OrdersOrder) {\n  adminOrders(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {\n    ...OrderConnectionFields\n  }\n}": typeof types.AdminOrdersDocument,
    "mutation AnswerOrderCancellation($id: ID!, $agree: Boolean!, $idempotencyKey: String) {\n  answerOrderCancellation(id: $id, agree: $agree, idempotencyKey: $idempotencyKey) {\n    ...OrderDetailFields\n  }\n}": typeof types.AnswerOrderCancellationDocument,
    "query BuyerOrderFigures {\n  buyerOrderFigures {\n    open\n    amountDue {\n      amount\n      currency\n    }\n  }\n}": typeof types.BuyerOrderFiguresDocument,
    "mutation CompleteOrder($id: ID!) {\n  completeOrder(id: $id) {\n    ...OrderDetailFields\n  }\n}": typeof types.CompleteOrderDocument,
    "mutation ConfirmOrder($input: ConfirmOrderInput!, $idempotencyKey: String) {\n  confirmOrder(input: $input, idempotencyKey: $idempotencyKey) {\n    ...OrderDetailFields\n  }\n}": typeof types.ConfirmOrderDocument,
    "mutation ConfirmOrderPayment($id: ID!) {\n  confirmOrderPayment(id: $id) {\n    id\n    status\n    confirmedAt\n  }\n}": typeof types.ConfirmOrderPaymentDocument,
    "mutation DispatchOrder($input: DispatchOrderInput!, $idempotencyKey: String) {\n  dispatchOrder(input: $input, idempotencyKey: $idempotencyKey) {\n    id\n    sequence\n  }\n}": typeof types.DispatchOrderDocument,
    "mutation DisputeOrder($input: DisputeOrderInput!) {\n  disputeOrder(input: $input) {\n    ...OrderDetailFields\n  }\n}": typeof types.DisputeOrderDocument,
    "fragment OrderFileFields on File {\n  id\n  name\n  kind\n  contentType\n  url\n  thumbnailUrl\n}": typeof types.OrderFileFieldsFragmentDoc,
    "query MyOrders($first: Int, $after: String, $filter: OrdersFilter, $orderBy: OrdersOrder) {\n  myOrders(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {\n    ...OrderConnectionFields\n  }\n}": typeof types.MyOrdersDocument,
    "fragment OrderConnectionFields on OrderConnection {\n  edges {\n    cursor\n    node {\n      ...OrderRowFields\n    }\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n  totalCount\n}": typeof types.OrderConnectionFieldsFragmentDoc,
    "subscription OrderDetailEvents($orderId: ID) {\n  orderEvents(orderId: $orderId) {\n    type\n    action\n    order {\n      ...OrderDetailFields\n    }\n  }\n}": typeof types.OrderDetailEventsDocument,
    "fragment OrderDetailFields on Order {\n  ...OrderRowFields\n  subtotal {\n    amount\n    currency\n  }\n  vat {\n    amount\n    currency\n  }\n  vatRate\n  paid {\n    amount\n    currency\n  }\n  deliveryLabel\n  deliveryFrom\n  confirmedAt\n  completedAt\n  cancelledAt\n  cancelReason\n  disputedBy\n  disputedFrom\n  disputeReason\n  disputeEvidence {\n    ...OrderFileFields\n  }\n  resolutionNote\n  listingTerms\n  buyerContact {\n    name\n    email\n    phone\n  }\n  partnerContact {\n    name\n    email\n    phone\n    website\n  }\n  wire {\n    id\n    title\n    status\n  }\n  lines {\n    id\n    position\n    name\n    unit\n    quantity\n    dispatched\n    received\n    short\n    damaged\n    toDispatch\n    balance\n    unitPrice {\n      amount\n      currency\n    }\n    lineTotal {\n      amount\n      currency\n    }\n  }\n  shipments {\n    id\n    sequence\n    note\n    createdAt\n    receivedAt\n    receiptNote\n    photo {\n      ...OrderFileFields\n    }\n    lines {\n      quantity\n      received\n      short\n      damaged\n      line {\n        id\n        name\n        unit\n      }\n    }\n  }\n  payments {\n    id\n    status\n    method\n    reference\n    paidOn\n    createdAt\n    confirmedAt\n    amount {\n      amount\n      currency\n    }\n    proof {\n      ...OrderFileFields\n    }\n  }\n  documents {\n    kind\n    number\n    file {\n      ...OrderFileFields\n    }\n  }\n}": typeof types.OrderDetailFieldsFragmentDoc,
    "query OrderDetails($id: ID!) {\n  order(id: $id) {\n    ...OrderDetailFields\n  }\n}": typeof types.OrderDetailsDocument,
    "subscription OrderRowEvents {\n  orderEvents {\n    type\n    action\n    order {\n      ...OrderRowFields\n    }\n  }\n}": typeof types.OrderRowEventsDocument,
    "fragment OrderRowFields on Order {\n  id\n  number\n  status\n  kind\n  viewerSide\n  actions\n  total {\n    amount\n    currency\n  }\n  balance {\n    amount\n    currency\n  }\n  paymentState\n  cancelRequestedBy\n  deliveryDate\n  deliveryBy\n  createdAt\n  updatedAt\n  buyerContact {\n    name\n    email\n  }\n  partner {\n    id\n    businessName\n  }\n  wire {\n    id\n    title\n  }\n  lines {\n    id\n    toDispatch\n  }\n  shipments {\n    id\n    receivedAt\n  }\n  payments {\n    id\n    status\n  }\n}": typeof types.OrderRowFieldsFragmentDoc,
    "query PartnerOrderFigures {\n  partnerOrderFigures {\n    toConfirm\n    toDispatch\n    awaitingPayment\n    paymentsToConfirm\n    deliveredByMonth {\n      month\n      value {\n        amount\n        currency\n      }\n    }\n  }\n}": typeof types.PartnerOrderFiguresDocument,
    "query PartnerOrders($first: Int, $after: String, $filter: OrdersFilter, $orderBy: OrdersOrder) {\n  partnerOrders(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {\n    ...OrderConnectionFields\n  }\n}": typeof types.PartnerOrdersDocument,
    "mutation ReceiveShipment($input: ReceiveShipmentInput!) {\n  receiveShipment(input: $input) {\n    id\n    receivedAt\n  }\n}": typeof types.ReceiveShipmentDocument,
    "mutation RecordOrderPayment($input: RecordOrderPaymentInput!, $idempotencyKey: String) {\n  recordOrderPayment(input: $input, idempotencyKey: $idempotencyKey) {\n    id\n    status\n  }\n}": typeof types.RecordOrderPaymentDocument,
    "mutation RequestOrderCancellation($id: ID!, $reason: String) {\n  requestOrderCancellation(id: $id, reason: $reason) {\n    ...OrderDetailFields\n  }\n}": typeof types.RequestOrderCancellationDocument,
    "mutation ResolveOrderDispute($input: ResolveOrderDisputeInput!, $idempotencyKey: String) {\n  resolveOrderDispute(input: $input, idempotencyKey: $idempotencyKey) {\n    ...OrderDetailFields\n  }\n}": typeof types.ResolveOrderDisputeDocument,
    "query WireOrders($id: ID!) {\n  wire(id: $id) {\n    id\n    orders {\n      id\n      number\n      status\n      viewerSide\n    }\n  }\n}": typeof types.WireOrdersDocument,
    "mutation AcceptCounterOffer($id: ID!) {\n  acceptCounterOffer(id: $id) {\n    ...MyResponseResultFields\n  }\n}": typeof types.AcceptCounterOfferDocument,
    "query MyPartner {\n  myPartner {\n    ...PartnerFields\n  }\n}": typeof types.MyPartnerDocument,
    "subscription MyPartnerEvents {\n  myPartnerEvents {\n    type\n    partner {\n      ...PartnerFields\n    }\n  }\n}": typeof types.MyPartnerEventsDocument,
    "query MyPartnerVerification {\n  myPartnerVerification {\n    ...PartnerVerificationFields\n  }\n  myPartner {\n    id\n    verified\n    verifiedAt\n    verifiedUntil\n  }\n}": typeof types.MyPartnerVerificationDocument,
    "subscription MyResponseEvents {\n  myResponseEvents {\n    type\n    response {\n      ...MyResponseFields\n    }\n  }\n}": typeof types.MyResponseEventsDocument,
    "fragment MyResponseFields on Response {\n  ...ResponseSummaryFields\n  counterOffer {\n    id\n    status\n    amount {\n      amount\n    }\n  }\n  order {\n    id\n    number\n    status\n  }\n  review {\n    ...ReviewFields\n  }\n  wire {\n    id\n    title\n    location {\n      label\n    }\n    buyerContact {\n      name\n      email\n      phone\n    }\n  }\n}": typeof types.MyResponseFieldsFragmentDoc,
    "fragment MyResponseResultFields on Response {\n  ...MyResponseFields\n  wire {\n    id\n    responseCount\n    myResponse {\n      ...ResponseFields\n    }\n  }\n}": typeof types.MyResponseResultFieldsFragmentDoc,
    "query MyResponses($first: Int, $after: String) {\n  myResponses(first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...MyResponseFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.MyResponsesDocument,
    "query PartnerDashboard {\n  partnerDashboard {\n    matchingOpenWires\n    matchingOpenWiresIsEstimate\n    responsesSent\n    responsesAccepted\n    acceptanceRate\n    products\n    visibleProducts\n    listings\n    activeListings\n    acceptedQuoteValue {\n      amount\n      currency\n    }\n    responsesPerWeek {\n      weekStart\n      sent\n      accepted\n    }\n  }\n}": typeof types.PartnerDashboardDocument,
    "fragment PartnerFields on Partner {\n  id\n  businessName\n  description\n  categories\n  serviceArea {\n    label\n    lat\n    lng\n    radiusKm\n  }\n  phone\n  website\n  status\n  statusReason\n  approvedAt\n  createdAt\n  email\n}": typeof types.PartnerFieldsFragmentDoc,
    "query PartnerProfile {\n  myPartner {\n    ...PartnerFields\n    logo {\n      ...UploadedFileFields\n    }\n  }\n}": typeof types.PartnerProfileDocument,
    "fragment PartnerVerificationFields on PartnerVerification {\n  id\n  registrationNumber\n  status\n  note\n  expiresAt\n  submittedAt\n  reviewedAt\n  certificate {\n    ...UploadedFileFields\n  }\n  documents {\n    ...UploadedFileFields\n  }\n}": typeof types.PartnerVerificationFieldsFragmentDoc,
    "fragment PartnerWireFields on Wire {\n  ...WireCardFields\n  invited\n  description\n  lines {\n    material\n    quantity\n    unit\n  }\n  myResponse {\n    ...ResponseSummaryFields\n  }\n}": typeof types.PartnerWireFieldsFragmentDoc,
    "query PartnerWireboard($filter: WireboardFilter, $first: Int, $after: String) {\n  partnerWireboard(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...PartnerWireFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n    totalCountIsEstimate\n  }\n}": typeof types.PartnerWireboardDocument,
    "subscription PartnerWireboardEvents($filter: WireboardFilter) {\n  partnerWireboardEvents(filter: $filter) {\n    type\n    wire {\n      ...PartnerWireFields\n    }\n  }\n}": typeof types.PartnerWireboardEventsDocument,
    "mutation RespondToWire($input: RespondToWireInput!, $idempotencyKey: String) {\n  respondToWire(input: $input, idempotencyKey: $idempotencyKey) {\n    ...MyResponseResultFields\n  }\n}": typeof types.RespondToWireDocument,
    "mutation ReviseResponse($input: ReviseResponseInput!) {\n  reviseResponse(input: $input) {\n    ...MyResponseResultFields\n  }\n}": typeof types.ReviseResponseDocument,
    "mutation SignUpPartner($input: SignUpPartnerInput!, $idempotencyKey: String) {\n  signUpPartner(input: $input, idempotencyKey: $idempotencyKey) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}": typeof types.SignUpPartnerDocument,
    "mutation SubmitPartnerVerification($input: SubmitPartnerVerificationInput!) {\n  submitPartnerVerification(input: $input) {\n    ...PartnerVerificationFields\n  }\n}": typeof types.SubmitPartnerVerificationDocument,
    "mutation UpdatePartnerProfile($input: UpdatePartnerProfileInput!) {\n  updatePartnerProfile(input: $input) {\n    ...PartnerFields\n    logo {\n      ...UploadedFileFields\n    }\n  }\n}": typeof types.UpdatePartnerProfileDocument,
    "mutation WithdrawResponse($id: ID!) {\n  withdrawResponse(id: $id) {\n    ...MyResponseResultFields\n  }\n}": typeof types.WithdrawResponseDocument,
    "mutation CreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...ProductFields\n  }\n}": typeof types.CreateProductDocument,
    "mutation DeleteProduct($id: ID!) {\n  deleteProduct(id: $id)\n}": typeof types.DeleteProductDocument,
    "query MyProducts($filter: MyProductsFilter, $first: Int, $after: String) {\n  myProducts(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...ProductFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.MyProductsDocument,
    "fragment ProductFields on Product {\n  id\n  name\n  category\n  description\n  unit\n  price {\n    amount\n    currency\n  }\n  inStock\n  hidden\n  createdAt\n  images {\n    ...UploadedFileFields\n  }\n  mainImage {\n    id\n    thumbnailUrl\n  }\n  partner {\n    id\n    businessName\n    verified\n    verifiedAt\n    verifiedUntil\n  }\n}": typeof types.ProductFieldsFragmentDoc,
    "query Products($filter: ProductsFilter, $orderBy: ProductOrder, $first: Int, $after: String) {\n  products(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...ProductFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": typeof types.ProductsDocument,
    "mutation SetProductHidden($id: ID!, $hidden: Boolean!) {\n  setProductHidden(id: $id, hidden: $hidden) {\n    id\n    hidden\n  }\n}": typeof types.SetProductHiddenDocument,
    "mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...ProductFields\n  }\n}": typeof types.UpdateProductDocument,
    "query AdminReports($first: Int, $after: String, $filter: ReportsFilter) {\n  reports(first: $first, after: $after, filter: $filter) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        createdAt\n        subjectType\n        subjectId\n        title\n        excerpt\n        reason\n        status\n        action\n        actionReason\n        handledAt\n        rule\n        reporter {\n          id\n          email\n          displayName\n        }\n        owner {\n          id\n          email\n          displayName\n        }\n        ownerHistory {\n          reportCount\n          actionedCount\n        }\n      }\n    }\n  }\n}": typeof types.AdminReportsDocument,
    "mutation HandleReport($input: HandleReportInput!) {\n  handleReport(input: $input) {\n    id\n    status\n    action\n    actionReason\n    handledAt\n  }\n}": typeof types.HandleReportDocument,
    "query OpenReportCount {\n  openReportCount\n}": typeof types.OpenReportCountDocument,
    "mutation ReportContent($input: ReportContentInput!) {\n  reportContent(input: $input)\n}": typeof types.ReportContentDocument,
    "query PartnerReviews($partnerId: ID!, $first: Int, $after: String) {\n  partnerReviews(partnerId: $partnerId, first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...ReviewFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": typeof types.PartnerReviewsDocument,
    "mutation ReplyToReview($reviewId: ID!, $text: String!) {\n  replyToReview(reviewId: $reviewId, text: $text) {\n    ...ReviewFields\n  }\n}": typeof types.ReplyToReviewDocument,
    "fragment ReviewFields on Review {\n  id\n  rating\n  text\n  reply\n  repliedAt\n  hidden\n  hiddenReason\n  authorName\n  wireTitle\n  createdAt\n}": typeof types.ReviewFieldsFragmentDoc,
    "mutation ReviewPartner($input: ReviewPartnerInput!) {\n  reviewPartner(input: $input) {\n    ...ReviewFields\n    partner {\n      id\n    }\n  }\n}": typeof types.ReviewPartnerDocument,
    "mutation SetReviewHidden($id: ID!, $hidden: Boolean!, $reason: String) {\n  setReviewHidden(id: $id, hidden: $hidden, reason: $reason) {\n    ...ReviewFields\n  }\n}": typeof types.SetReviewHiddenDocument,
    "mutation DeleteSavedSearch($id: ID!) {\n  deleteSavedSearch(id: $id)\n}": typeof types.DeleteSavedSearchDocument,
    "mutation SaveSearch($input: SaveSearchInput!) {\n  saveSearch(input: $input) {\n    ...SavedSearchFields\n  }\n}": typeof types.SaveSearchDocument,
    "fragment SavedSearchFields on SavedSearch {\n  id\n  name\n  frequency\n  createdAt\n  filter {\n    kinds\n    text\n    place\n    near {\n      lat\n      lng\n      radiusKm\n    }\n    budgetMin\n    budgetMax\n  }\n}": typeof types.SavedSearchFieldsFragmentDoc,
    "query SavedSearches {\n  savedSearches {\n    ...SavedSearchFields\n  }\n}": typeof types.SavedSearchesDocument,
    "query Me {\n  me {\n    ...MemberFields\n  }\n}": typeof types.MeDocument,
    "fragment MemberFields on Member {\n  id\n  email\n  displayName\n  phone\n  role\n  disabled\n  hasPassword\n  profileComplete\n  sessionExpiresAt\n  defaultLocation {\n    label\n    lat\n    lng\n  }\n}": typeof types.MemberFieldsFragmentDoc,
    "mutation RefreshSession {\n  refreshSession {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}": typeof types.RefreshSessionDocument,
    "mutation SignOut {\n  signOut\n}": typeof types.SignOutDocument,
    "query NearestPlace($lat: Float!, $lng: Float!) {\n  nearestPlace(lat: $lat, lng: $lng) {\n    id\n    label\n    lat\n    lng\n  }\n}": typeof types.NearestPlaceDocument,
    "query Places($search: String!, $first: Int) {\n  places(search: $search, first: $first) {\n    id\n    label\n    name\n    country\n    lat\n    lng\n  }\n}": typeof types.PlacesDocument,
    "fragment UploadedFileFields on File {\n  id\n  kind\n  contentType\n  name\n  size\n  url\n  thumbnailUrl\n  largeUrl\n  width\n  height\n}": typeof types.UploadedFileFieldsFragmentDoc,
    "mutation AcceptResponse($id: ID!) {\n  acceptResponse(id: $id) {\n    ...DecidedResponseFields\n  }\n}": typeof types.AcceptResponseDocument,
    "mutation CloseWire($id: ID!) {\n  closeWire(id: $id) {\n    ...WireDetailsFields\n  }\n}": typeof types.CloseWireDocument,
    "fragment CounterOfferFields on CounterOffer {\n  id\n  amount {\n    amount\n    currency\n  }\n  message\n  status\n  createdAt\n  answeredAt\n}": typeof types.CounterOfferFieldsFragmentDoc,
    "mutation CounterResponse($input: CounterResponseInput!) {\n  counterResponse(input: $input) {\n    ...ResponseFields\n  }\n}": typeof types.CounterResponseDocument,
    "fragment DecidedResponseFields on Response {\n  ...ResponseFields\n  wire {\n    id\n    status\n    responseCount\n    buyerContact {\n      name\n      email\n      phone\n    }\n  }\n}": typeof types.DecidedResponseFieldsFragmentDoc,
    "mutation DeclineResponse($id: ID!) {\n  declineResponse(id: $id) {\n    ...DecidedResponseFields\n  }\n}": typeof types.DeclineResponseDocument,
    "mutation ExtendWire($id: ID!, $days: Int!) {\n  extendWire(id: $id, days: $days) {\n    id\n    expiresAt\n    updatedAt\n  }\n}": typeof types.ExtendWireDocument,
    "mutation FulfillWire($id: ID!) {\n  fulfillWire(id: $id) {\n    ...WireDetailsFields\n  }\n}": typeof types.FulfillWireDocument,
    "query InvitablePartners($wireId: ID, $text: String!) {\n  invitablePartners(wireId: $wireId, text: $text, first: 10) {\n    ...InvitedPartnerFields\n  }\n}": typeof types.InvitablePartnersDocument,
    "mutation InvitePartners($wireId: ID!, $partnerIds: [ID!]!) {\n  invitePartners(wireId: $wireId, partnerIds: $partnerIds) {\n    id\n    invitedPartners {\n      ...InvitedPartnerFields\n    }\n  }\n}": typeof types.InvitePartnersDocument,
    "fragment InvitedPartnerFields on PartnerCard {\n  id\n  businessName\n  categories\n}": typeof types.InvitedPartnerFieldsFragmentDoc,
    "query MarketStats {\n  marketStats {\n    openWires\n    approvedPartners\n  }\n}": typeof types.MarketStatsDocument,
    "subscription MyWireEvents($wireId: ID) {\n  myWireEvents(wireId: $wireId) {\n    type\n    wire {\n      ...WireCardFields\n    }\n  }\n}": typeof types.MyWireEventsDocument,
    "query MyWires($first: Int, $after: String) {\n  myWires(first: $first, after: $after) {\n    ...WireCardConnectionFields\n  }\n}": typeof types.MyWiresDocument,
    "fragment OfferedListingFields on PropertyListing {\n  id\n  title\n  status\n  deal\n  propertyType\n  bedrooms\n  bathrooms\n  areaM2\n  price {\n    amount\n    currency\n  }\n  location {\n    label\n  }\n  images {\n    id\n    name\n    thumbnailUrl\n    largeUrl\n  }\n}": typeof types.OfferedListingFieldsFragmentDoc,
    "fragment OfferedProductFields on OfferedProduct {\n  id\n  name\n  unit\n  quantity\n  unitPrice {\n    amount\n    currency\n  }\n  lineTotal {\n    amount\n    currency\n  }\n  product {\n    id\n    mainImage {\n      id\n      thumbnailUrl\n    }\n  }\n}": typeof types.OfferedProductFieldsFragmentDoc,
    "mutation PostWire($input: PostWireInput!, $idempotencyKey: String) {\n  postWire(input: $input, idempotencyKey: $idempotencyKey) {\n    ...WireDetailsFields\n  }\n}": typeof types.PostWireDocument,
    "fragment QuoteNegotiationFields on Response {\n  id\n  revisions {\n    id\n    version\n    quote {\n      amount\n      currency\n    }\n    validUntil\n    message\n    changed\n    cause\n    createdAt\n    offeredProducts {\n      name\n      unit\n      quantity\n      unitPrice {\n        amount\n        currency\n      }\n    }\n  }\n  counterOffer {\n    ...CounterOfferFields\n  }\n}": typeof types.QuoteNegotiationFieldsFragmentDoc,
    "mutation ReopenToPartner($wireId: ID!, $partnerId: ID!) {\n  reopenToPartner(wireId: $wireId, partnerId: $partnerId) {\n    id\n    status\n    reopenedAt\n    updatedAt\n  }\n}": typeof types.ReopenToPartnerDocument,
    "fragment ResponseFields on Response {\n  ...ResponseSummaryFields\n  ...QuoteNegotiationFields\n  reopenedAt\n  partner {\n    id\n    verified\n    verifiedAt\n    verifiedUntil\n    rating {\n      average\n      count\n    }\n  }\n  review {\n    ...ReviewFields\n  }\n  offeredProducts {\n    ...OfferedProductFields\n  }\n  offeredProperty {\n    ...OfferedListingFields\n  }\n  partnerContact {\n    email\n    phone\n    website\n  }\n}": typeof types.ResponseFieldsFragmentDoc,
    "fragment ResponseSummaryFields on Response {\n  id\n  status\n  message\n  quote {\n    amount\n    currency\n  }\n  validUntil\n  createdAt\n  updatedAt\n  partner {\n    id\n    businessName\n  }\n  unreadMessageCount\n}": typeof types.ResponseSummaryFieldsFragmentDoc,
    "mutation SetWireMaxResponses($id: ID!, $maxResponses: Int!) {\n  setWireMaxResponses(id: $id, maxResponses: $maxResponses) {\n    id\n    maxResponses\n    quotesFull\n    updatedAt\n  }\n}": typeof types.SetWireMaxResponsesDocument,
    "fragment WireCardConnectionFields on WireConnection {\n  edges {\n    cursor\n    node {\n      ...WireCardFields\n    }\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n  totalCount\n}": typeof types.WireCardConnectionFieldsFragmentDoc,
    "fragment WireCardFields on Wire {\n  id\n  kind\n  title\n  status\n  location {\n    label\n    lat\n    lng\n  }\n  budget {\n    min\n    max\n    currency\n  }\n  neededBy\n  createdAt\n  responseCount\n  quotesFull\n  respondRefusal\n  sealed\n  revealAt\n  quotesSealed\n  myResponse {\n    id\n    status\n  }\n}": typeof types.WireCardFieldsFragmentDoc,
    "query WireDetails($id: ID!) {\n  wire(id: $id) {\n    ...WireDetailsFields\n  }\n}": typeof types.WireDetailsDocument,
    "fragment WireDetailsFields on Wire {\n  ...WireCardFields\n  description\n  expiresAt\n  maxResponses\n  updatedAt\n  deal\n  propertyType\n  bedrooms\n  minAreaM2\n  lines {\n    material\n    quantity\n    unit\n  }\n  deliveryNeeded\n  attachments {\n    ...UploadedFileFields\n  }\n  ownerName\n  isMine\n  responses {\n    ...ResponseFields\n  }\n  myResponse {\n    ...ResponseFields\n  }\n  buyerContact {\n    name\n    email\n    phone\n  }\n}": typeof types.WireDetailsFieldsFragmentDoc,
    "query WireInvites($id: ID!) {\n  wire(id: $id) {\n    id\n    status\n    maxInvites\n    invitedPartners {\n      ...InvitedPartnerFields\n    }\n  }\n}": typeof types.WireInvitesDocument,
    "subscription WireResponseEvents($wireId: ID!) {\n  wireResponseEvents(wireId: $wireId) {\n    type\n    response {\n      ...ResponseFields\n    }\n  }\n}": typeof types.WireResponseEventsDocument,
    "query WireRules {\n  wireRules {\n    defaultMaxResponses\n    maxResponsesLimit\n    maxInvites\n  }\n}": typeof types.WireRulesDocument,
    "subscription WireboardEvents($filter: WireboardFilter) {\n  wireboardEvents(filter: $filter) {\n    type\n    wire {\n      ...WireCardFields\n    }\n  }\n}": typeof types.WireboardEventsDocument,
    "query WireboardList($filter: WireboardFilter, $first: Int, $after: String) {\n  wireboard(filter: $filter, first: $first, after: $after) {\n    ...WireCardConnectionFields\n    totalCountIsEstimate\n  }\n}": typeof types.WireboardListDocument,
    "mutation WithdrawInvite($wireId: ID!, $partnerId: ID!) {\n  withdrawInvite(wireId: $wireId, partnerId: $partnerId) {\n    id\n    invitedPartners {\n      ...InvitedPartnerFields\n    }\n  }\n}": typeof types.WithdrawInviteDocument,
};
const documents: Documents = {
    "mutation AddMembers($input: [AddMemberInput!]!) {\n  addMembers(input: $input) {\n    added\n    failed\n    lines {\n      line\n      email\n      added\n      code\n      field\n      message\n      member {\n        id\n        email\n        displayName\n        role\n      }\n    }\n  }\n}": types.AddMembersDocument,
    "fragment AdminMemberFields on Member {\n  id\n  email\n  displayName\n  phone\n  role\n  status\n  disabled\n  createdAt\n  deletedAt\n  lastSeenAt\n  partner {\n    id\n    businessName\n    status\n  }\n}": types.AdminMemberFieldsFragmentDoc,
    "query AdminMembers($filter: AdminMembersFilter, $orderBy: AdminMembersOrder, $first: Int, $after: String) {\n  adminMembers(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminMemberFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.AdminMembersDocument,
    "subscription AdminPartnerEvents {\n  adminPartnerEvents {\n    type\n    partner {\n      ...AdminPartnerFields\n    }\n  }\n}": types.AdminPartnerEventsDocument,
    "fragment AdminPartnerFields on Partner {\n  id\n  businessName\n  email\n  categories\n  serviceArea {\n    label\n    radiusKm\n  }\n  status\n  statusReason\n  createdAt\n  verified\n  verifiedUntil\n  verification {\n    ...PartnerVerificationFields\n  }\n}": types.AdminPartnerFieldsFragmentDoc,
    "query AdminPartners($filter: AdminPartnersFilter, $first: Int, $after: String) {\n  adminPartners(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminPartnerFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.AdminPartnersDocument,
    "query AdminPendingPartnerCount {\n  adminPendingPartnerCount\n}": types.AdminPendingPartnerCountDocument,
    "query AdminWireDetails($id: ID!) {\n  wire(id: $id) {\n    ...WireDetailsFields\n  }\n}": types.AdminWireDetailsDocument,
    "subscription AdminWireEvents($filter: AdminWiresFilter) {\n  adminWireEvents(filter: $filter) {\n    type\n    wire {\n      ...AdminWireRowFields\n    }\n  }\n}": types.AdminWireEventsDocument,
    "fragment AdminWireRowFields on Wire {\n  id\n  title\n  kind\n  status\n  createdAt\n  neededBy\n  responseCount\n  budget {\n    min\n    max\n    currency\n  }\n  ownerName\n  buyerContact {\n    email\n  }\n}": types.AdminWireRowFieldsFragmentDoc,
    "query AdminWires($filter: AdminWiresFilter, $orderBy: AdminWiresOrder, $first: Int, $page: Int) {\n  adminWires(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {\n    totalCount\n    totalCountIsEstimate\n    pageSize\n    page\n    edges {\n      cursor\n      node {\n        ...AdminWireRowFields\n      }\n    }\n  }\n}": types.AdminWiresDocument,
    "mutation ApprovePartner($id: ID!) {\n  approvePartner(id: $id) {\n    ...AdminPartnerFields\n  }\n}": types.ApprovePartnerDocument,
    "mutation ApprovePartnerVerification($input: ApprovePartnerVerificationInput!) {\n  approvePartnerVerification(input: $input) {\n    ...PartnerVerificationFields\n  }\n}": types.ApprovePartnerVerificationDocument,
    "query AuditTrail($filter: AuditLogFilter!, $first: Int, $after: String) {\n  auditLog(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        createdAt\n        action\n        subjectType\n        subjectId\n        reason\n        actor {\n          id\n          email\n          displayName\n        }\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.AuditTrailDocument,
    "mutation BulkCloseWires($ids: [ID!]!, $reason: String!) {\n  bulkCloseWires(ids: $ids, reason: $reason) {\n    id\n    outcome\n    status\n  }\n}": types.BulkCloseWiresDocument,
    "mutation BulkRemoveWires($ids: [ID!]!, $reason: String!) {\n  bulkRemoveWires(ids: $ids, reason: $reason) {\n    id\n    outcome\n    status\n  }\n}": types.BulkRemoveWiresDocument,
    "mutation DeleteMember($id: ID!, $reason: String) {\n  deleteMember(id: $id, reason: $reason)\n}": types.DeleteMemberDocument,
    "fragment HealthFiguresFields on HealthFigures {\n  wires\n  filledWithin24h\n  fillRate\n  quotedWires\n  medianMinutesToFirstQuote\n  quotes\n  quotesPerWire\n  acceptedQuotes\n  acceptanceRate\n  acceptedValue {\n    amount\n    currency\n  }\n}": types.HealthFiguresFieldsFragmentDoc,
    "fragment HealthSegmentFields on HealthSegment {\n  kind\n  state\n  current {\n    ...HealthFiguresFields\n  }\n  previous {\n    ...HealthFiguresFields\n  }\n}": types.HealthSegmentFieldsFragmentDoc,
    "query MarketHealth($period: HealthPeriodInput) {\n  marketHealth(period: $period) {\n    period {\n      from\n      to\n      days\n    }\n    previousPeriod {\n      from\n      to\n      days\n    }\n    current {\n      ...HealthFiguresFields\n    }\n    previous {\n      ...HealthFiguresFields\n    }\n    actors {\n      partners\n      buyers\n    }\n    previousActors {\n      partners\n      buyers\n    }\n    byKind {\n      ...HealthSegmentFields\n    }\n    byState {\n      ...HealthSegmentFields\n    }\n    byKindAndState {\n      ...HealthSegmentFields\n    }\n    daily {\n      date\n      wires\n      filledWithin24h\n      quotes\n    }\n    previousDaily {\n      date\n      wires\n      filledWithin24h\n      quotes\n    }\n  }\n}": types.MarketHealthDocument,
    "query MarketplaceSettings {\n  marketplaceSettings {\n    ...MarketplaceSettingsFields\n  }\n}": types.MarketplaceSettingsDocument,
    "fragment MarketplaceSettingsFields on MarketplaceSettings {\n  partnerApproval\n  blockedWords\n  verificationRequiredToQuote\n  updatedAt\n  updatedBy {\n    id\n    displayName\n    email\n  }\n}": types.MarketplaceSettingsFieldsFragmentDoc,
    "mutation ReinstatePartner($id: ID!) {\n  reinstatePartner(id: $id) {\n    ...AdminPartnerFields\n  }\n}": types.ReinstatePartnerDocument,
    "mutation RejectPartnerVerification($input: ReviewPartnerVerificationInput!) {\n  rejectPartnerVerification(input: $input) {\n    ...PartnerVerificationFields\n  }\n}": types.RejectPartnerVerificationDocument,
    "mutation RequestInfoPartnerVerification($input: ReviewPartnerVerificationInput!) {\n  requestPartnerVerificationInfo(input: $input) {\n    ...PartnerVerificationFields\n  }\n}": types.RequestInfoPartnerVerificationDocument,
    "mutation ResendSignInLink($id: ID!) {\n  resendSignInLink(id: $id)\n}": types.ResendSignInLinkDocument,
    "mutation SetMemberDisabled($id: ID!, $disabled: Boolean!, $reason: String) {\n  setMemberDisabled(id: $id, disabled: $disabled, reason: $reason) {\n    ...AdminMemberFields\n  }\n}": types.SetMemberDisabledDocument,
    "mutation SetMemberRole($id: ID!, $role: Role!) {\n  setMemberRole(id: $id, role: $role) {\n    ...AdminMemberFields\n  }\n}": types.SetMemberRoleDocument,
    "mutation SuspendPartner($id: ID!, $reason: String!) {\n  suspendPartner(id: $id, reason: $reason) {\n    ...AdminPartnerFields\n  }\n}": types.SuspendPartnerDocument,
    "mutation UpdateMarketplaceSettings($input: MarketplaceSettingsInput!) {\n  updateMarketplaceSettings(input: $input) {\n    ...MarketplaceSettingsFields\n  }\n}": types.UpdateMarketplaceSettingsDocument,
    "mutation CreatePropertyListing($input: PropertyListingInput!) {\n  createPropertyListing(input: $input) {\n    ...PropertyListingFields\n  }\n}": types.CreatePropertyListingDocument,
    "query MyPropertyListings($filter: MyPropertyListingsFilter, $first: Int, $after: String) {\n  myPropertyListings(filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...PropertyListingFields\n      }\n    }\n  }\n}": types.MyPropertyListingsDocument,
    "fragment PropertyListingFields on PropertyListing {\n  id\n  title\n  description\n  propertyType\n  deal\n  status\n  bedrooms\n  bathrooms\n  areaM2\n  createdAt\n  updatedAt\n  price {\n    amount\n    currency\n  }\n  location {\n    label\n    lat\n    lng\n  }\n  images {\n    ...UploadedFileFields\n  }\n}": types.PropertyListingFieldsFragmentDoc,
    "mutation SetPropertyListingStatus($id: ID!, $status: ListingStatus!) {\n  setPropertyListingStatus(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n  }\n}": types.SetPropertyListingStatusDocument,
    "query SuggestedListings($wireId: ID!, $first: Int) {\n  suggestedListings(wireId: $wireId, first: $first) {\n    ...PropertyListingFields\n  }\n}": types.SuggestedListingsDocument,
    "mutation UpdatePropertyListing($id: ID!, $input: PropertyListingInput!) {\n  updatePropertyListing(id: $id, input: $input) {\n    ...PropertyListingFields\n  }\n}": types.UpdatePropertyListingDocument,
    "fragment ApiTokenFields on ApiToken {\n  id\n  name\n  prefix\n  scopes\n  createdAt\n  expiresAt\n  lastUsedAt\n  rotatedAt\n}": types.ApiTokenFieldsFragmentDoc,
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": types.ChangePasswordDocument,
    "mutation ConfirmTwoFactor($code: String!) {\n  confirmTwoFactor(code: $code) {\n    codes\n  }\n}": types.ConfirmTwoFactorDocument,
    "mutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    secret\n    token {\n      ...ApiTokenFields\n    }\n  }\n}": types.CreateApiTokenDocument,
    "mutation CreateWebhook($input: CreateWebhookInput!) {\n  createWebhook(input: $input) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}": types.CreateWebhookDocument,
    "mutation DeleteAccount($password: String) {\n  deleteAccount(password: $password)\n}": types.DeleteAccountDocument,
    "mutation DeleteWebhook($id: ID!) {\n  deleteWebhook(id: $id)\n}": types.DeleteWebhookDocument,
    "mutation DisableTwoFactor($code: String!) {\n  disableTwoFactor(code: $code)\n}": types.DisableTwoFactorDocument,
    "mutation EnableTwoFactor($password: String) {\n  enableTwoFactor(password: $password) {\n    secret\n    uri\n    qrCodeDataUrl\n  }\n}": types.EnableTwoFactorDocument,
    "query LinkedIdentities {\n  linkedIdentities {\n    provider\n    email\n    linkedAt\n  }\n}": types.LinkedIdentitiesDocument,
    "query MyApiTokens {\n  myApiTokens {\n    ...ApiTokenFields\n  }\n}": types.MyApiTokensDocument,
    "query MySessions {\n  mySessions {\n    id\n    createdAt\n    lastSeenAt\n    device\n    ip\n    current\n  }\n}": types.MySessionsDocument,
    "query MyWebhooks {\n  myWebhooks {\n    ...WebhookFields\n  }\n}": types.MyWebhooksDocument,
    "query PasswordPolicy {\n  passwordPolicy {\n    minLength\n    maxLength\n    requireLowercase\n    requireUppercase\n    requireDigit\n    requireSymbol\n    rejectCommon\n  }\n}": types.PasswordPolicyDocument,
    "query PasswordResetLinkRefusal($token: String!) {\n  passwordResetLinkRefusal(token: $token)\n}": types.PasswordResetLinkRefusalDocument,
    "query PendingIdentity {\n  pendingIdentity {\n    provider\n    email\n    emailVerified\n    name\n  }\n}": types.PendingIdentityDocument,
    "mutation RedeliverWebhookDelivery($id: ID!) {\n  redeliverWebhookDelivery(id: $id) {\n    id\n    status\n    redeliveryOf\n  }\n}": types.RedeliverWebhookDeliveryDocument,
    "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}": types.RequestPasswordResetDocument,
    "mutation RequestSignInLink($email: String!) {\n  requestSignInLink(email: $email)\n}": types.RequestSignInLinkDocument,
    "mutation ResetPassword($token: String!, $newPassword: String!) {\n  resetPassword(token: $token, newPassword: $newPassword) {\n    sessionExpiresAt\n    twoFactorRequired\n    twoFactorChallenge\n    member {\n      ...MemberFields\n    }\n  }\n}": types.ResetPasswordDocument,
    "mutation RevokeApiToken($id: ID!) {\n  revokeApiToken(id: $id) {\n    id\n    revokedAt\n  }\n}": types.RevokeApiTokenDocument,
    "mutation RevokeSession($id: ID!) {\n  revokeSession(id: $id)\n}": types.RevokeSessionDocument,
    "mutation RotateApiToken($id: ID!) {\n  rotateApiToken(id: $id) {\n    secret\n    token {\n      ...ApiTokenFields\n    }\n  }\n}": types.RotateApiTokenDocument,
    "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    sessionExpiresAt\n    twoFactorRequired\n    twoFactorChallenge\n    twoFactorSetupRequired\n    member {\n      ...MemberFields\n    }\n  }\n}": types.SignInDocument,
    "query SignInMethods {\n  signInMethods {\n    providers\n  }\n}": types.SignInMethodsDocument,
    "mutation SignInWithEmailLink($token: String!) {\n  signInWithEmailLink(token: $token) {\n    sessionExpiresAt\n    twoFactorRequired\n    twoFactorChallenge\n    member {\n      ...MemberFields\n    }\n  }\n}": types.SignInWithEmailLinkDocument,
    "mutation SignInWithTwoFactor($challenge: String!, $code: String!) {\n  signInWithTwoFactor(challenge: $challenge, code: $code) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}": types.SignInWithTwoFactorDocument,
    "mutation SignOutEverywhere {\n  signOutEverywhere\n}": types.SignOutEverywhereDocument,
    "mutation SignUp($input: SignUpInput!, $idempotencyKey: String) {\n  signUp(input: $input, idempotencyKey: $idempotencyKey) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}": types.SignUpDocument,
    "mutation SignUpWithPendingIdentity($displayName: String) {\n  signUpWithPendingIdentity(displayName: $displayName) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}": types.SignUpWithPendingIdentityDocument,
    "query TwoFactorStatus {\n  me {\n    id\n    twoFactorEnabled\n    recoveryCodesLeft\n    twoFactorSetupRequired\n  }\n}": types.TwoFactorStatusDocument,
    "mutation UnlinkIdentity($provider: SocialProvider!) {\n  unlinkIdentity(provider: $provider)\n}": types.UnlinkIdentityDocument,
    "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...MemberFields\n  }\n}": types.UpdateProfileDocument,
    "mutation UpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    ...WebhookFields\n  }\n}": types.UpdateWebhookDocument,
    "query WebhookDeliveries($id: ID!, $first: Int, $after: String, $status: WebhookDeliveryStatus) {\n  webhook(id: $id) {\n    id\n    deliveries(first: $first, after: $after, status: $status) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          event\n          status\n          attempts\n          responseStatus\n          responseBody\n          error\n          nextAttemptAt\n          deliveredAt\n          createdAt\n          redeliveryOf\n          body\n        }\n      }\n    }\n  }\n}": types.WebhookDeliveriesDocument,
    "fragment WebhookFields on Webhook {\n  id\n  name\n  url\n  query\n  field\n  enabled\n  disabledReason\n  failingSince\n  lastDeliveredAt\n  createdAt\n}": types.WebhookFieldsFragmentDoc,
    "mutation MarkThreadRead($responseId: ID!) {\n  markThreadRead(responseId: $responseId) {\n    id\n    unreadMessageCount\n  }\n}": types.MarkThreadReadDocument,
    "subscription MessageEvents($responseId: ID!) {\n  messageEvents(responseId: $responseId) {\n    type\n    responseId\n    side\n    readAt\n    message {\n      ...MessageFields\n    }\n  }\n}": types.MessageEventsDocument,
    "fragment MessageFields on Message {\n  id\n  createdAt\n  side\n  mine\n  seen\n  body\n  contactHidden\n  attachments {\n    ...UploadedFileFields\n  }\n}": types.MessageFieldsFragmentDoc,
    "mutation ReportThread($responseId: ID!, $reason: String!) {\n  reportThread(responseId: $responseId, reason: $reason)\n}": types.ReportThreadDocument,
    "mutation SendMessage($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    id\n  }\n}": types.SendMessageDocument,
    "query ThreadMessages($responseId: ID!, $first: Int, $after: String) {\n  messages(responseId: $responseId, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...MessageFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.ThreadMessagesDocument,
    "mutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}": types.MarkAllNotificationsReadDocument,
    "mutation MarkNotificationsRead($ids: [ID!]!) {\n  markNotificationsRead(ids: $ids)\n}": types.MarkNotificationsReadDocument,
    "query NotificationCentre($first: Int, $after: String) {\n  unreadNotificationCount\n  notifications(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...NotificationFields\n      }\n    }\n  }\n}": types.NotificationCentreDocument,
    "subscription NotificationEvents {\n  notificationEvents {\n    type\n    unreadCount\n    notification {\n      ...NotificationFields\n    }\n  }\n}": types.NotificationEventsDocument,
    "fragment NotificationFields on Notification {\n  id\n  kind\n  title\n  body\n  link\n  reason\n  readAt\n  createdAt\n}": types.NotificationFieldsFragmentDoc,
    "query NotificationSettings {\n  notificationSettings {\n    kind\n    label\n    email\n    canTurnOff\n    forPartners\n    push\n  }\n}": types.NotificationSettingsDocument,
    "query PushDevice {\n  webPushPublicKey\n  myPushSubscriptions {\n    id\n    endpoint\n    userAgent\n    lastPushedAt\n  }\n}": types.PushDeviceDocument,
    "mutation RegisterPushSubscription($input: RegisterPushSubscriptionInput!) {\n  registerPushSubscription(input: $input) {\n    id\n    endpoint\n    userAgent\n    lastPushedAt\n  }\n}": types.RegisterPushSubscriptionDocument,
    "mutation UnregisterPushSubscription($endpoint: String!) {\n  unregisterPushSubscription(endpoint: $endpoint)\n}": types.UnregisterPushSubscriptionDocument,
    "mutation UnsubscribeEmail($token: String!) {\n  unsubscribeEmail(token: $token) {\n    kind\n    label\n    email\n    canTurnOff\n    push\n  }\n}": types.UnsubscribeEmailDocument,
    "mutation UpdateNotificationSettings($input: [NotificationSettingInput!]!) {\n  updateNotificationSettings(input: $input) {\n    kind\n    label\n    email\n    canTurnOff\n    forPartners\n    push\n  }\n}": types.UpdateNotificationSettingsDocument,
    "query AdminOrders($first: Int, $after: String, $filter: OrdersFilter, $orderBy: OrdersOrder) {\n  adminOrders(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {\n    ...OrderConnectionFields\n  }\n}": types.AdminOrdersDocument,
    "mutation AnswerOrderCancellation($id: ID!, $agree: Boolean!, $idempotencyKey: String) {\n  answerOrderCancellation(id: $id, agree: $agree, idempotencyKey: $idempotencyKey) {\n    ...OrderDetailFields\n  }\n}": types.AnswerOrderCancellationDocument,
    "query BuyerOrderFigures {\n  buyerOrderFigures {\n    open\n    amountDue {\n      amount\n      currency\n    }\n  }\n}": types.BuyerOrderFiguresDocument,
    "mutation CompleteOrder($id: ID!) {\n  completeOrder(id: $id) {\n    ...OrderDetailFields\n  }\n}": types.CompleteOrderDocument,
    "mutation ConfirmOrder($input: ConfirmOrderInput!, $idempotencyKey: String) {\n  confirmOrder(input: $input, idempotencyKey: $idempotencyKey) {\n    ...OrderDetailFields\n  }\n}": types.ConfirmOrderDocument,
    "mutation ConfirmOrderPayment($id: ID!) {\n  confirmOrderPayment(id: $id) {\n    id\n    status\n    confirmedAt\n  }\n}": types.ConfirmOrderPaymentDocument,
    "mutation DispatchOrder($input: DispatchOrderInput!, $idempotencyKey: String) {\n  dispatchOrder(input: $input, idempotencyKey: $idempotencyKey) {\n    id\n    sequence\n  }\n}": types.DispatchOrderDocument,
    "mutation DisputeOrder($input: DisputeOrderInput!) {\n  disputeOrder(input: $input) {\n    ...OrderDetailFields\n  }\n}": types.DisputeOrderDocument,
    "fragment OrderFileFields on File {\n  id\n  name\n  kind\n  contentType\n  url\n  thumbnailUrl\n}": types.OrderFileFieldsFragmentDoc,
    "query MyOrders($first: Int, $after: String, $filter: OrdersFilter, $orderBy: OrdersOrder) {\n  myOrders(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {\n    ...OrderConnectionFields\n  }\n}": types.MyOrdersDocument,
    "fragment OrderConnectionFields on OrderConnection {\n  edges {\n    cursor\n    node {\n      ...OrderRowFields\n    }\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n  totalCount\n}": types.OrderConnectionFieldsFragmentDoc,
    "subscription OrderDetailEvents($orderId: ID) {\n  orderEvents(orderId: $orderId) {\n    type\n    action\n    order {\n      ...OrderDetailFields\n    }\n  }\n}": types.OrderDetailEventsDocument,
    "fragment OrderDetailFields on Order {\n  ...OrderRowFields\n  subtotal {\n    amount\n    currency\n  }\n  vat {\n    amount\n    currency\n  }\n  vatRate\n  paid {\n    amount\n    currency\n  }\n  deliveryLabel\n  deliveryFrom\n  confirmedAt\n  completedAt\n  cancelledAt\n  cancelReason\n  disputedBy\n  disputedFrom\n  disputeReason\n  disputeEvidence {\n    ...OrderFileFields\n  }\n  resolutionNote\n  listingTerms\n  buyerContact {\n    name\n    email\n    phone\n  }\n  partnerContact {\n    name\n    email\n    phone\n    website\n  }\n  wire {\n    id\n    title\n    status\n  }\n  lines {\n    id\n    position\n    name\n    unit\n    quantity\n    dispatched\n    received\n    short\n    damaged\n    toDispatch\n    balance\n    unitPrice {\n      amount\n      currency\n    }\n    lineTotal {\n      amount\n      currency\n    }\n  }\n  shipments {\n    id\n    sequence\n    note\n    createdAt\n    receivedAt\n    receiptNote\n    photo {\n      ...OrderFileFields\n    }\n    lines {\n      quantity\n      received\n      short\n      damaged\n      line {\n        id\n        name\n        unit\n      }\n    }\n  }\n  payments {\n    id\n    status\n    method\n    reference\n    paidOn\n    createdAt\n    confirmedAt\n    amount {\n      amount\n      currency\n    }\n    proof {\n      ...OrderFileFields\n    }\n  }\n  documents {\n    kind\n    number\n    file {\n      ...OrderFileFields\n    }\n  }\n}": types.OrderDetailFieldsFragmentDoc,
    "query OrderDetails($id: ID!) {\n  order(id: $id) {\n    ...OrderDetailFields\n  }\n}": types.OrderDetailsDocument,
    "subscription OrderRowEvents {\n  orderEvents {\n    type\n    action\n    order {\n      ...OrderRowFields\n    }\n  }\n}": types.OrderRowEventsDocument,
    "fragment OrderRowFields on Order {\n  id\n  number\n  status\n  kind\n  viewerSide\n  actions\n  total {\n    amount\n    currency\n  }\n  balance {\n    amount\n    currency\n  }\n  paymentState\n  cancelRequestedBy\n  deliveryDate\n  deliveryBy\n  createdAt\n  updatedAt\n  buyerContact {\n    name\n    email\n  }\n  partner {\n    id\n    businessName\n  }\n  wire {\n    id\n    title\n  }\n  lines {\n    id\n    toDispatch\n  }\n  shipments {\n    id\n    receivedAt\n  }\n  payments {\n    id\n    status\n  }\n}": types.OrderRowFieldsFragmentDoc,
    "query PartnerOrderFigures {\n  partnerOrderFigures {\n    toConfirm\n    toDispatch\n    awaitingPayment\n    paymentsToConfirm\n    deliveredByMonth {\n      month\n      value {\n        amount\n        currency\n      }\n    }\n  }\n}": types.PartnerOrderFiguresDocument,
    "query PartnerOrders($first: Int, $after: String, $filter: OrdersFilter, $orderBy: OrdersOrder) {\n  partnerOrders(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {\n    ...OrderConnectionFields\n  }\n}": types.PartnerOrdersDocument,
    "mutation ReceiveShipment($input: ReceiveShipmentInput!) {\n  receiveShipment(input: $input) {\n    id\n    receivedAt\n  }\n}": types.ReceiveShipmentDocument,
    "mutation RecordOrderPayment($input: RecordOrderPaymentInput!, $idempotencyKey: String) {\n  recordOrderPayment(input: $input, idempotencyKey: $idempotencyKey) {\n    id\n    status\n  }\n}": types.RecordOrderPaymentDocument,
    "mutation RequestOrderCancellation($id: ID!, $reason: String) {\n  requestOrderCancellation(id: $id, reason: $reason) {\n    ...OrderDetailFields\n  }\n}": types.RequestOrderCancellationDocument,
    "mutation ResolveOrderDispute($input: ResolveOrderDisputeInput!, $idempotencyKey: String) {\n  resolveOrderDispute(input: $input, idempotencyKey: $idempotencyKey) {\n    ...OrderDetailFields\n  }\n}": types.ResolveOrderDisputeDocument,
    "query WireOrders($id: ID!) {\n  wire(id: $id) {\n    id\n    orders {\n      id\n      number\n      status\n      viewerSide\n    }\n  }\n}": types.WireOrdersDocument,
    "mutation AcceptCounterOffer($id: ID!) {\n  acceptCounterOffer(id: $id) {\n    ...MyResponseResultFields\n  }\n}": types.AcceptCounterOfferDocument,
    "query MyPartner {\n  myPartner {\n    ...PartnerFields\n  }\n}": types.MyPartnerDocument,
    "subscription MyPartnerEvents {\n  myPartnerEvents {\n    type\n    partner {\n      ...PartnerFields\n    }\n  }\n}": types.MyPartnerEventsDocument,
    "query MyPartnerVerification {\n  myPartnerVerification {\n    ...PartnerVerificationFields\n  }\n  myPartner {\n    id\n    verified\n    verifiedAt\n    verifiedUntil\n  }\n}": types.MyPartnerVerificationDocument,
    "subscription MyResponseEvents {\n  myResponseEvents {\n    type\n    response {\n      ...MyResponseFields\n    }\n  }\n}": types.MyResponseEventsDocument,
    "fragment MyResponseFields on Response {\n  ...ResponseSummaryFields\n  counterOffer {\n    id\n    status\n    amount {\n      amount\n    }\n  }\n  order {\n    id\n    number\n    status\n  }\n  review {\n    ...ReviewFields\n  }\n  wire {\n    id\n    title\n    location {\n      label\n    }\n    buyerContact {\n      name\n      email\n      phone\n    }\n  }\n}": types.MyResponseFieldsFragmentDoc,
    "fragment MyResponseResultFields on Response {\n  ...MyResponseFields\n  wire {\n    id\n    responseCount\n    myResponse {\n      ...ResponseFields\n    }\n  }\n}": types.MyResponseResultFieldsFragmentDoc,
    "query MyResponses($first: Int, $after: String) {\n  myResponses(first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...MyResponseFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.MyResponsesDocument,
    "query PartnerDashboard {\n  partnerDashboard {\n    matchingOpenWires\n    matchingOpenWiresIsEstimate\n    responsesSent\n    responsesAccepted\n    acceptanceRate\n    products\n    visibleProducts\n    listings\n    activeListings\n    acceptedQuoteValue {\n      amount\n      currency\n    }\n    responsesPerWeek {\n      weekStart\n      sent\n      accepted\n    }\n  }\n}": types.PartnerDashboardDocument,
    "fragment PartnerFields on Partner {\n  id\n  businessName\n  description\n  categories\n  serviceArea {\n    label\n    lat\n    lng\n    radiusKm\n  }\n  phone\n  website\n  status\n  statusReason\n  approvedAt\n  createdAt\n  email\n}": types.PartnerFieldsFragmentDoc,
    "query PartnerProfile {\n  myPartner {\n    ...PartnerFields\n    logo {\n      ...UploadedFileFields\n    }\n  }\n}": types.PartnerProfileDocument,
    "fragment PartnerVerificationFields on PartnerVerification {\n  id\n  registrationNumber\n  status\n  note\n  expiresAt\n  submittedAt\n  reviewedAt\n  certificate {\n    ...UploadedFileFields\n  }\n  documents {\n    ...UploadedFileFields\n  }\n}": types.PartnerVerificationFieldsFragmentDoc,
    "fragment PartnerWireFields on Wire {\n  ...WireCardFields\n  invited\n  description\n  lines {\n    material\n    quantity\n    unit\n  }\n  myResponse {\n    ...ResponseSummaryFields\n  }\n}": types.PartnerWireFieldsFragmentDoc,
    "query PartnerWireboard($filter: WireboardFilter, $first: Int, $after: String) {\n  partnerWireboard(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...PartnerWireFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n    totalCountIsEstimate\n  }\n}": types.PartnerWireboardDocument,
    "subscription PartnerWireboardEvents($filter: WireboardFilter) {\n  partnerWireboardEvents(filter: $filter) {\n    type\n    wire {\n      ...PartnerWireFields\n    }\n  }\n}": types.PartnerWireboardEventsDocument,
    "mutation RespondToWire($input: RespondToWireInput!, $idempotencyKey: String) {\n  respondToWire(input: $input, idempotencyKey: $idempotencyKey) {\n    ...MyResponseResultFields\n  }\n}": types.RespondToWireDocument,
    "mutation ReviseResponse($input: ReviseResponseInput!) {\n  reviseResponse(input: $input) {\n    ...MyResponseResultFields\n  }\n}": types.ReviseResponseDocument,
    "mutation SignUpPartner($input: SignUpPartnerInput!, $idempotencyKey: String) {\n  signUpPartner(input: $input, idempotencyKey: $idempotencyKey) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}": types.SignUpPartnerDocument,
    "mutation SubmitPartnerVerification($input: SubmitPartnerVerificationInput!) {\n  submitPartnerVerification(input: $input) {\n    ...PartnerVerificationFields\n  }\n}": types.SubmitPartnerVerificationDocument,
    "mutation UpdatePartnerProfile($input: UpdatePartnerProfileInput!) {\n  updatePartnerProfile(input: $input) {\n    ...PartnerFields\n    logo {\n      ...UploadedFileFields\n    }\n  }\n}": types.UpdatePartnerProfileDocument,
    "mutation WithdrawResponse($id: ID!) {\n  withdrawResponse(id: $id) {\n    ...MyResponseResultFields\n  }\n}": types.WithdrawResponseDocument,
    "mutation CreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...ProductFields\n  }\n}": types.CreateProductDocument,
    "mutation DeleteProduct($id: ID!) {\n  deleteProduct(id: $id)\n}": types.DeleteProductDocument,
    "query MyProducts($filter: MyProductsFilter, $first: Int, $after: String) {\n  myProducts(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...ProductFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.MyProductsDocument,
    "fragment ProductFields on Product {\n  id\n  name\n  category\n  description\n  unit\n  price {\n    amount\n    currency\n  }\n  inStock\n  hidden\n  createdAt\n  images {\n    ...UploadedFileFields\n  }\n  mainImage {\n    id\n    thumbnailUrl\n  }\n  partner {\n    id\n    businessName\n    verified\n    verifiedAt\n    verifiedUntil\n  }\n}": types.ProductFieldsFragmentDoc,
    "query Products($filter: ProductsFilter, $orderBy: ProductOrder, $first: Int, $after: String) {\n  products(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...ProductFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}": types.ProductsDocument,
    "mutation SetProductHidden($id: ID!, $hidden: Boolean!) {\n  setProductHidden(id: $id, hidden: $hidden) {\n    id\n    hidden\n  }\n}": types.SetProductHiddenDocument,
    "mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...ProductFields\n  }\n}": types.UpdateProductDocument,
    "query AdminReports($first: Int, $after: String, $filter: ReportsFilter) {\n  reports(first: $first, after: $after, filter: $filter) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        createdAt\n        subjectType\n        subjectId\n        title\n        excerpt\n        reason\n        status\n        action\n        actionReason\n        handledAt\n        rule\n        reporter {\n          id\n          email\n          displayName\n        }\n        owner {\n          id\n          email\n          displayName\n        }\n        ownerHistory {\n          reportCount\n          actionedCount\n        }\n      }\n    }\n  }\n}": types.AdminReportsDocument,
    "mutation HandleReport($input: HandleReportInput!) {\n  handleReport(input: $input) {\n    id\n    status\n    action\n    actionReason\n    handledAt\n  }\n}": types.HandleReportDocument,
    "query OpenReportCount {\n  openReportCount\n}": types.OpenReportCountDocument,
    "mutation ReportContent($input: ReportContentInput!) {\n  reportContent(input: $input)\n}": types.ReportContentDocument,
    "query PartnerReviews($partnerId: ID!, $first: Int, $after: String) {\n  partnerReviews(partnerId: $partnerId, first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...ReviewFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}": types.PartnerReviewsDocument,
    "mutation ReplyToReview($reviewId: ID!, $text: String!) {\n  replyToReview(reviewId: $reviewId, text: $text) {\n    ...ReviewFields\n  }\n}": types.ReplyToReviewDocument,
    "fragment ReviewFields on Review {\n  id\n  rating\n  text\n  reply\n  repliedAt\n  hidden\n  hiddenReason\n  authorName\n  wireTitle\n  createdAt\n}": types.ReviewFieldsFragmentDoc,
    "mutation ReviewPartner($input: ReviewPartnerInput!) {\n  reviewPartner(input: $input) {\n    ...ReviewFields\n    partner {\n      id\n    }\n  }\n}": types.ReviewPartnerDocument,
    "mutation SetReviewHidden($id: ID!, $hidden: Boolean!, $reason: String) {\n  setReviewHidden(id: $id, hidden: $hidden, reason: $reason) {\n    ...ReviewFields\n  }\n}": types.SetReviewHiddenDocument,
    "mutation DeleteSavedSearch($id: ID!) {\n  deleteSavedSearch(id: $id)\n}": types.DeleteSavedSearchDocument,
    "mutation SaveSearch($input: SaveSearchInput!) {\n  saveSearch(input: $input) {\n    ...SavedSearchFields\n  }\n}": types.SaveSearchDocument,
    "fragment SavedSearchFields on SavedSearch {\n  id\n  name\n  frequency\n  createdAt\n  filter {\n    kinds\n    text\n    place\n    near {\n      lat\n      lng\n      radiusKm\n    }\n    budgetMin\n    budgetMax\n  }\n}": types.SavedSearchFieldsFragmentDoc,
    "query SavedSearches {\n  savedSearches {\n    ...SavedSearchFields\n  }\n}": types.SavedSearchesDocument,
    "query Me {\n  me {\n    ...MemberFields\n  }\n}": types.MeDocument,
    "fragment MemberFields on Member {\n  id\n  email\n  displayName\n  phone\n  role\n  disabled\n  hasPassword\n  profileComplete\n  sessionExpiresAt\n  defaultLocation {\n    label\n    lat\n    lng\n  }\n}": types.MemberFieldsFragmentDoc,
    "mutation RefreshSession {\n  refreshSession {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}": types.RefreshSessionDocument,
    "mutation SignOut {\n  signOut\n}": types.SignOutDocument,
    "query NearestPlace($lat: Float!, $lng: Float!) {\n  nearestPlace(lat: $lat, lng: $lng) {\n    id\n    label\n    lat\n    lng\n  }\n}": types.NearestPlaceDocument,
    "query Places($search: String!, $first: Int) {\n  places(search: $search, first: $first) {\n    id\n    label\n    name\n    country\n    lat\n    lng\n  }\n}": types.PlacesDocument,
    "fragment UploadedFileFields on File {\n  id\n  kind\n  contentType\n  name\n  size\n  url\n  thumbnailUrl\n  largeUrl\n  width\n  height\n}": types.UploadedFileFieldsFragmentDoc,
    "mutation AcceptResponse($id: ID!) {\n  acceptResponse(id: $id) {\n    ...DecidedResponseFields\n  }\n}": types.AcceptResponseDocument,
    "mutation CloseWire($id: ID!) {\n  closeWire(id: $id) {\n    ...WireDetailsFields\n  }\n}": types.CloseWireDocument,
    "fragment CounterOfferFields on CounterOffer {\n  id\n  amount {\n    amount\n    currency\n  }\n  message\n  status\n  createdAt\n  answeredAt\n}": types.CounterOfferFieldsFragmentDoc,
    "mutation CounterResponse($input: CounterResponseInput!) {\n  counterResponse(input: $input) {\n    ...ResponseFields\n  }\n}": types.CounterResponseDocument,
    "fragment DecidedResponseFields on Response {\n  ...ResponseFields\n  wire {\n    id\n    status\n    responseCount\n    buyerContact {\n      name\n      email\n      phone\n    }\n  }\n}": types.DecidedResponseFieldsFragmentDoc,
    "mutation DeclineResponse($id: ID!) {\n  declineResponse(id: $id) {\n    ...DecidedResponseFields\n  }\n}": types.DeclineResponseDocument,
    "mutation ExtendWire($id: ID!, $days: Int!) {\n  extendWire(id: $id, days: $days) {\n    id\n    expiresAt\n    updatedAt\n  }\n}": types.ExtendWireDocument,
    "mutation FulfillWire($id: ID!) {\n  fulfillWire(id: $id) {\n    ...WireDetailsFields\n  }\n}": types.FulfillWireDocument,
    "query InvitablePartners($wireId: ID, $text: String!) {\n  invitablePartners(wireId: $wireId, text: $text, first: 10) {\n    ...InvitedPartnerFields\n  }\n}": types.InvitablePartnersDocument,
    "mutation InvitePartners($wireId: ID!, $partnerIds: [ID!]!) {\n  invitePartners(wireId: $wireId, partnerIds: $partnerIds) {\n    id\n    invitedPartners {\n      ...InvitedPartnerFields\n    }\n  }\n}": types.InvitePartnersDocument,
    "fragment InvitedPartnerFields on PartnerCard {\n  id\n  businessName\n  categories\n}": types.InvitedPartnerFieldsFragmentDoc,
    "query MarketStats {\n  marketStats {\n    openWires\n    approvedPartners\n  }\n}": types.MarketStatsDocument,
    "subscription MyWireEvents($wireId: ID) {\n  myWireEvents(wireId: $wireId) {\n    type\n    wire {\n      ...WireCardFields\n    }\n  }\n}": types.MyWireEventsDocument,
    "query MyWires($first: Int, $after: String) {\n  myWires(first: $first, after: $after) {\n    ...WireCardConnectionFields\n  }\n}": types.MyWiresDocument,
    "fragment OfferedListingFields on PropertyListing {\n  id\n  title\n  status\n  deal\n  propertyType\n  bedrooms\n  bathrooms\n  areaM2\n  price {\n    amount\n    currency\n  }\n  location {\n    label\n  }\n  images {\n    id\n    name\n    thumbnailUrl\n    largeUrl\n  }\n}": types.OfferedListingFieldsFragmentDoc,
    "fragment OfferedProductFields on OfferedProduct {\n  id\n  name\n  unit\n  quantity\n  unitPrice {\n    amount\n    currency\n  }\n  lineTotal {\n    amount\n    currency\n  }\n  product {\n    id\n    mainImage {\n      id\n      thumbnailUrl\n    }\n  }\n}": types.OfferedProductFieldsFragmentDoc,
    "mutation PostWire($input: PostWireInput!, $idempotencyKey: String) {\n  postWire(input: $input, idempotencyKey: $idempotencyKey) {\n    ...WireDetailsFields\n  }\n}": types.PostWireDocument,
    "fragment QuoteNegotiationFields on Response {\n  id\n  revisions {\n    id\n    version\n    quote {\n      amount\n      currency\n    }\n    validUntil\n    message\n    changed\n    cause\n    createdAt\n    offeredProducts {\n      name\n      unit\n      quantity\n      unitPrice {\n        amount\n        currency\n      }\n    }\n  }\n  counterOffer {\n    ...CounterOfferFields\n  }\n}": types.QuoteNegotiationFieldsFragmentDoc,
    "mutation ReopenToPartner($wireId: ID!, $partnerId: ID!) {\n  reopenToPartner(wireId: $wireId, partnerId: $partnerId) {\n    id\n    status\n    reopenedAt\n    updatedAt\n  }\n}": types.ReopenToPartnerDocument,
    "fragment ResponseFields on Response {\n  ...ResponseSummaryFields\n  ...QuoteNegotiationFields\n  reopenedAt\n  partner {\n    id\n    verified\n    verifiedAt\n    verifiedUntil\n    rating {\n      average\n      count\n    }\n  }\n  review {\n    ...ReviewFields\n  }\n  offeredProducts {\n    ...OfferedProductFields\n  }\n  offeredProperty {\n    ...OfferedListingFields\n  }\n  partnerContact {\n    email\n    phone\n    website\n  }\n}": types.ResponseFieldsFragmentDoc,
    "fragment ResponseSummaryFields on Response {\n  id\n  status\n  message\n  quote {\n    amount\n    currency\n  }\n  validUntil\n  createdAt\n  updatedAt\n  partner {\n    id\n    businessName\n  }\n  unreadMessageCount\n}": types.ResponseSummaryFieldsFragmentDoc,
    "mutation SetWireMaxResponses($id: ID!, $maxResponses: Int!) {\n  setWireMaxResponses(id: $id, maxResponses: $maxResponses) {\n    id\n    maxResponses\n    quotesFull\n    updatedAt\n  }\n}": types.SetWireMaxResponsesDocument,
    "fragment WireCardConnectionFields on WireConnection {\n  edges {\n    cursor\n    node {\n      ...WireCardFields\n    }\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n  totalCount\n}": types.WireCardConnectionFieldsFragmentDoc,
    "fragment WireCardFields on Wire {\n  id\n  kind\n  title\n  status\n  location {\n    label\n    lat\n    lng\n  }\n  budget {\n    min\n    max\n    currency\n  }\n  neededBy\n  createdAt\n  responseCount\n  quotesFull\n  respondRefusal\n  sealed\n  revealAt\n  quotesSealed\n  myResponse {\n    id\n    status\n  }\n}": types.WireCardFieldsFragmentDoc,
    "query WireDetails($id: ID!) {\n  wire(id: $id) {\n    ...WireDetailsFields\n  }\n}": types.WireDetailsDocument,
    "fragment WireDetailsFields on Wire {\n  ...WireCardFields\n  description\n  expiresAt\n  maxResponses\n  updatedAt\n  deal\n  propertyType\n  bedrooms\n  minAreaM2\n  lines {\n    material\n    quantity\n    unit\n  }\n  deliveryNeeded\n  attachments {\n    ...UploadedFileFields\n  }\n  ownerName\n  isMine\n  responses {\n    ...ResponseFields\n  }\n  myResponse {\n    ...ResponseFields\n  }\n  buyerContact {\n    name\n    email\n    phone\n  }\n}": types.WireDetailsFieldsFragmentDoc,
    "query WireInvites($id: ID!) {\n  wire(id: $id) {\n    id\n    status\n    maxInvites\n    invitedPartners {\n      ...InvitedPartnerFields\n    }\n  }\n}": types.WireInvitesDocument,
    "subscription WireResponseEvents($wireId: ID!) {\n  wireResponseEvents(wireId: $wireId) {\n    type\n    response {\n      ...ResponseFields\n    }\n  }\n}": types.WireResponseEventsDocument,
    "query WireRules {\n  wireRules {\n    defaultMaxResponses\n    maxResponsesLimit\n    maxInvites\n  }\n}": types.WireRulesDocument,
    "subscription WireboardEvents($filter: WireboardFilter) {\n  wireboardEvents(filter: $filter) {\n    type\n    wire {\n      ...WireCardFields\n    }\n  }\n}": types.WireboardEventsDocument,
    "query WireboardList($filter: WireboardFilter, $first: Int, $after: String) {\n  wireboard(filter: $filter, first: $first, after: $after) {\n    ...WireCardConnectionFields\n    totalCountIsEstimate\n  }\n}": types.WireboardListDocument,
    "mutation WithdrawInvite($wireId: ID!, $partnerId: ID!) {\n  withdrawInvite(wireId: $wireId, partnerId: $partnerId) {\n    id\n    invitedPartners {\n      ...InvitedPartnerFields\n    }\n  }\n}": types.WithdrawInviteDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddMembers($input: [AddMemberInput!]!) {\n  addMembers(input: $input) {\n    added\n    failed\n    lines {\n      line\n      email\n      added\n      code\n      field\n      message\n      member {\n        id\n        email\n        displayName\n        role\n      }\n    }\n  }\n}"): (typeof documents)["mutation AddMembers($input: [AddMemberInput!]!) {\n  addMembers(input: $input) {\n    added\n    failed\n    lines {\n      line\n      email\n      added\n      code\n      field\n      message\n      member {\n        id\n        email\n        displayName\n        role\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminMemberFields on Member {\n  id\n  email\n  displayName\n  phone\n  role\n  status\n  disabled\n  createdAt\n  deletedAt\n  lastSeenAt\n  partner {\n    id\n    businessName\n    status\n  }\n}"): (typeof documents)["fragment AdminMemberFields on Member {\n  id\n  email\n  displayName\n  phone\n  role\n  status\n  disabled\n  createdAt\n  deletedAt\n  lastSeenAt\n  partner {\n    id\n    businessName\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminMembers($filter: AdminMembersFilter, $orderBy: AdminMembersOrder, $first: Int, $after: String) {\n  adminMembers(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminMemberFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query AdminMembers($filter: AdminMembersFilter, $orderBy: AdminMembersOrder, $first: Int, $after: String) {\n  adminMembers(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminMemberFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AdminPartnerEvents {\n  adminPartnerEvents {\n    type\n    partner {\n      ...AdminPartnerFields\n    }\n  }\n}"): (typeof documents)["subscription AdminPartnerEvents {\n  adminPartnerEvents {\n    type\n    partner {\n      ...AdminPartnerFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminPartnerFields on Partner {\n  id\n  businessName\n  email\n  categories\n  serviceArea {\n    label\n    radiusKm\n  }\n  status\n  statusReason\n  createdAt\n  verified\n  verifiedUntil\n  verification {\n    ...PartnerVerificationFields\n  }\n}"): (typeof documents)["fragment AdminPartnerFields on Partner {\n  id\n  businessName\n  email\n  categories\n  serviceArea {\n    label\n    radiusKm\n  }\n  status\n  statusReason\n  createdAt\n  verified\n  verifiedUntil\n  verification {\n    ...PartnerVerificationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPartners($filter: AdminPartnersFilter, $first: Int, $after: String) {\n  adminPartners(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminPartnerFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query AdminPartners($filter: AdminPartnersFilter, $first: Int, $after: String) {\n  adminPartners(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...AdminPartnerFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminPendingPartnerCount {\n  adminPendingPartnerCount\n}"): (typeof documents)["query AdminPendingPartnerCount {\n  adminPendingPartnerCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminWireDetails($id: ID!) {\n  wire(id: $id) {\n    ...WireDetailsFields\n  }\n}"): (typeof documents)["query AdminWireDetails($id: ID!) {\n  wire(id: $id) {\n    ...WireDetailsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription AdminWireEvents($filter: AdminWiresFilter) {\n  adminWireEvents(filter: $filter) {\n    type\n    wire {\n      ...AdminWireRowFields\n    }\n  }\n}"): (typeof documents)["subscription AdminWireEvents($filter: AdminWiresFilter) {\n  adminWireEvents(filter: $filter) {\n    type\n    wire {\n      ...AdminWireRowFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment AdminWireRowFields on Wire {\n  id\n  title\n  kind\n  status\n  createdAt\n  neededBy\n  responseCount\n  budget {\n    min\n    max\n    currency\n  }\n  ownerName\n  buyerContact {\n    email\n  }\n}"): (typeof documents)["fragment AdminWireRowFields on Wire {\n  id\n  title\n  kind\n  status\n  createdAt\n  neededBy\n  responseCount\n  budget {\n    min\n    max\n    currency\n  }\n  ownerName\n  buyerContact {\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminWires($filter: AdminWiresFilter, $orderBy: AdminWiresOrder, $first: Int, $page: Int) {\n  adminWires(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {\n    totalCount\n    totalCountIsEstimate\n    pageSize\n    page\n    edges {\n      cursor\n      node {\n        ...AdminWireRowFields\n      }\n    }\n  }\n}"): (typeof documents)["query AdminWires($filter: AdminWiresFilter, $orderBy: AdminWiresOrder, $first: Int, $page: Int) {\n  adminWires(filter: $filter, orderBy: $orderBy, first: $first, page: $page) {\n    totalCount\n    totalCountIsEstimate\n    pageSize\n    page\n    edges {\n      cursor\n      node {\n        ...AdminWireRowFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApprovePartner($id: ID!) {\n  approvePartner(id: $id) {\n    ...AdminPartnerFields\n  }\n}"): (typeof documents)["mutation ApprovePartner($id: ID!) {\n  approvePartner(id: $id) {\n    ...AdminPartnerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApprovePartnerVerification($input: ApprovePartnerVerificationInput!) {\n  approvePartnerVerification(input: $input) {\n    ...PartnerVerificationFields\n  }\n}"): (typeof documents)["mutation ApprovePartnerVerification($input: ApprovePartnerVerificationInput!) {\n  approvePartnerVerification(input: $input) {\n    ...PartnerVerificationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditTrail($filter: AuditLogFilter!, $first: Int, $after: String) {\n  auditLog(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        createdAt\n        action\n        subjectType\n        subjectId\n        reason\n        actor {\n          id\n          email\n          displayName\n        }\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query AuditTrail($filter: AuditLogFilter!, $first: Int, $after: String) {\n  auditLog(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        id\n        createdAt\n        action\n        subjectType\n        subjectId\n        reason\n        actor {\n          id\n          email\n          displayName\n        }\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BulkCloseWires($ids: [ID!]!, $reason: String!) {\n  bulkCloseWires(ids: $ids, reason: $reason) {\n    id\n    outcome\n    status\n  }\n}"): (typeof documents)["mutation BulkCloseWires($ids: [ID!]!, $reason: String!) {\n  bulkCloseWires(ids: $ids, reason: $reason) {\n    id\n    outcome\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BulkRemoveWires($ids: [ID!]!, $reason: String!) {\n  bulkRemoveWires(ids: $ids, reason: $reason) {\n    id\n    outcome\n    status\n  }\n}"): (typeof documents)["mutation BulkRemoveWires($ids: [ID!]!, $reason: String!) {\n  bulkRemoveWires(ids: $ids, reason: $reason) {\n    id\n    outcome\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteMember($id: ID!, $reason: String) {\n  deleteMember(id: $id, reason: $reason)\n}"): (typeof documents)["mutation DeleteMember($id: ID!, $reason: String) {\n  deleteMember(id: $id, reason: $reason)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment HealthFiguresFields on HealthFigures {\n  wires\n  filledWithin24h\n  fillRate\n  quotedWires\n  medianMinutesToFirstQuote\n  quotes\n  quotesPerWire\n  acceptedQuotes\n  acceptanceRate\n  acceptedValue {\n    amount\n    currency\n  }\n}"): (typeof documents)["fragment HealthFiguresFields on HealthFigures {\n  wires\n  filledWithin24h\n  fillRate\n  quotedWires\n  medianMinutesToFirstQuote\n  quotes\n  quotesPerWire\n  acceptedQuotes\n  acceptanceRate\n  acceptedValue {\n    amount\n    currency\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment HealthSegmentFields on HealthSegment {\n  kind\n  state\n  current {\n    ...HealthFiguresFields\n  }\n  previous {\n    ...HealthFiguresFields\n  }\n}"): (typeof documents)["fragment HealthSegmentFields on HealthSegment {\n  kind\n  state\n  current {\n    ...HealthFiguresFields\n  }\n  previous {\n    ...HealthFiguresFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MarketHealth($period: HealthPeriodInput) {\n  marketHealth(period: $period) {\n    period {\n      from\n      to\n      days\n    }\n    previousPeriod {\n      from\n      to\n      days\n    }\n    current {\n      ...HealthFiguresFields\n    }\n    previous {\n      ...HealthFiguresFields\n    }\n    actors {\n      partners\n      buyers\n    }\n    previousActors {\n      partners\n      buyers\n    }\n    byKind {\n      ...HealthSegmentFields\n    }\n    byState {\n      ...HealthSegmentFields\n    }\n    byKindAndState {\n      ...HealthSegmentFields\n    }\n    daily {\n      date\n      wires\n      filledWithin24h\n      quotes\n    }\n    previousDaily {\n      date\n      wires\n      filledWithin24h\n      quotes\n    }\n  }\n}"): (typeof documents)["query MarketHealth($period: HealthPeriodInput) {\n  marketHealth(period: $period) {\n    period {\n      from\n      to\n      days\n    }\n    previousPeriod {\n      from\n      to\n      days\n    }\n    current {\n      ...HealthFiguresFields\n    }\n    previous {\n      ...HealthFiguresFields\n    }\n    actors {\n      partners\n      buyers\n    }\n    previousActors {\n      partners\n      buyers\n    }\n    byKind {\n      ...HealthSegmentFields\n    }\n    byState {\n      ...HealthSegmentFields\n    }\n    byKindAndState {\n      ...HealthSegmentFields\n    }\n    daily {\n      date\n      wires\n      filledWithin24h\n      quotes\n    }\n    previousDaily {\n      date\n      wires\n      filledWithin24h\n      quotes\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MarketplaceSettings {\n  marketplaceSettings {\n    ...MarketplaceSettingsFields\n  }\n}"): (typeof documents)["query MarketplaceSettings {\n  marketplaceSettings {\n    ...MarketplaceSettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MarketplaceSettingsFields on MarketplaceSettings {\n  partnerApproval\n  blockedWords\n  verificationRequiredToQuote\n  updatedAt\n  updatedBy {\n    id\n    displayName\n    email\n  }\n}"): (typeof documents)["fragment MarketplaceSettingsFields on MarketplaceSettings {\n  partnerApproval\n  blockedWords\n  verificationRequiredToQuote\n  updatedAt\n  updatedBy {\n    id\n    displayName\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReinstatePartner($id: ID!) {\n  reinstatePartner(id: $id) {\n    ...AdminPartnerFields\n  }\n}"): (typeof documents)["mutation ReinstatePartner($id: ID!) {\n  reinstatePartner(id: $id) {\n    ...AdminPartnerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RejectPartnerVerification($input: ReviewPartnerVerificationInput!) {\n  rejectPartnerVerification(input: $input) {\n    ...PartnerVerificationFields\n  }\n}"): (typeof documents)["mutation RejectPartnerVerification($input: ReviewPartnerVerificationInput!) {\n  rejectPartnerVerification(input: $input) {\n    ...PartnerVerificationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestInfoPartnerVerification($input: ReviewPartnerVerificationInput!) {\n  requestPartnerVerificationInfo(input: $input) {\n    ...PartnerVerificationFields\n  }\n}"): (typeof documents)["mutation RequestInfoPartnerVerification($input: ReviewPartnerVerificationInput!) {\n  requestPartnerVerificationInfo(input: $input) {\n    ...PartnerVerificationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendSignInLink($id: ID!) {\n  resendSignInLink(id: $id)\n}"): (typeof documents)["mutation ResendSignInLink($id: ID!) {\n  resendSignInLink(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetMemberDisabled($id: ID!, $disabled: Boolean!, $reason: String) {\n  setMemberDisabled(id: $id, disabled: $disabled, reason: $reason) {\n    ...AdminMemberFields\n  }\n}"): (typeof documents)["mutation SetMemberDisabled($id: ID!, $disabled: Boolean!, $reason: String) {\n  setMemberDisabled(id: $id, disabled: $disabled, reason: $reason) {\n    ...AdminMemberFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetMemberRole($id: ID!, $role: Role!) {\n  setMemberRole(id: $id, role: $role) {\n    ...AdminMemberFields\n  }\n}"): (typeof documents)["mutation SetMemberRole($id: ID!, $role: Role!) {\n  setMemberRole(id: $id, role: $role) {\n    ...AdminMemberFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SuspendPartner($id: ID!, $reason: String!) {\n  suspendPartner(id: $id, reason: $reason) {\n    ...AdminPartnerFields\n  }\n}"): (typeof documents)["mutation SuspendPartner($id: ID!, $reason: String!) {\n  suspendPartner(id: $id, reason: $reason) {\n    ...AdminPartnerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateMarketplaceSettings($input: MarketplaceSettingsInput!) {\n  updateMarketplaceSettings(input: $input) {\n    ...MarketplaceSettingsFields\n  }\n}"): (typeof documents)["mutation UpdateMarketplaceSettings($input: MarketplaceSettingsInput!) {\n  updateMarketplaceSettings(input: $input) {\n    ...MarketplaceSettingsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreatePropertyListing($input: PropertyListingInput!) {\n  createPropertyListing(input: $input) {\n    ...PropertyListingFields\n  }\n}"): (typeof documents)["mutation CreatePropertyListing($input: PropertyListingInput!) {\n  createPropertyListing(input: $input) {\n    ...PropertyListingFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyPropertyListings($filter: MyPropertyListingsFilter, $first: Int, $after: String) {\n  myPropertyListings(filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...PropertyListingFields\n      }\n    }\n  }\n}"): (typeof documents)["query MyPropertyListings($filter: MyPropertyListingsFilter, $first: Int, $after: String) {\n  myPropertyListings(filter: $filter, first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...PropertyListingFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PropertyListingFields on PropertyListing {\n  id\n  title\n  description\n  propertyType\n  deal\n  status\n  bedrooms\n  bathrooms\n  areaM2\n  createdAt\n  updatedAt\n  price {\n    amount\n    currency\n  }\n  location {\n    label\n    lat\n    lng\n  }\n  images {\n    ...UploadedFileFields\n  }\n}"): (typeof documents)["fragment PropertyListingFields on PropertyListing {\n  id\n  title\n  description\n  propertyType\n  deal\n  status\n  bedrooms\n  bathrooms\n  areaM2\n  createdAt\n  updatedAt\n  price {\n    amount\n    currency\n  }\n  location {\n    label\n    lat\n    lng\n  }\n  images {\n    ...UploadedFileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetPropertyListingStatus($id: ID!, $status: ListingStatus!) {\n  setPropertyListingStatus(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n  }\n}"): (typeof documents)["mutation SetPropertyListingStatus($id: ID!, $status: ListingStatus!) {\n  setPropertyListingStatus(id: $id, status: $status) {\n    id\n    status\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SuggestedListings($wireId: ID!, $first: Int) {\n  suggestedListings(wireId: $wireId, first: $first) {\n    ...PropertyListingFields\n  }\n}"): (typeof documents)["query SuggestedListings($wireId: ID!, $first: Int) {\n  suggestedListings(wireId: $wireId, first: $first) {\n    ...PropertyListingFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePropertyListing($id: ID!, $input: PropertyListingInput!) {\n  updatePropertyListing(id: $id, input: $input) {\n    ...PropertyListingFields\n  }\n}"): (typeof documents)["mutation UpdatePropertyListing($id: ID!, $input: PropertyListingInput!) {\n  updatePropertyListing(id: $id, input: $input) {\n    ...PropertyListingFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ApiTokenFields on ApiToken {\n  id\n  name\n  prefix\n  scopes\n  createdAt\n  expiresAt\n  lastUsedAt\n  rotatedAt\n}"): (typeof documents)["fragment ApiTokenFields on ApiToken {\n  id\n  name\n  prefix\n  scopes\n  createdAt\n  expiresAt\n  lastUsedAt\n  rotatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"): (typeof documents)["mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmTwoFactor($code: String!) {\n  confirmTwoFactor(code: $code) {\n    codes\n  }\n}"): (typeof documents)["mutation ConfirmTwoFactor($code: String!) {\n  confirmTwoFactor(code: $code) {\n    codes\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    secret\n    token {\n      ...ApiTokenFields\n    }\n  }\n}"): (typeof documents)["mutation CreateApiToken($input: CreateApiTokenInput!) {\n  createApiToken(input: $input) {\n    secret\n    token {\n      ...ApiTokenFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateWebhook($input: CreateWebhookInput!) {\n  createWebhook(input: $input) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}"): (typeof documents)["mutation CreateWebhook($input: CreateWebhookInput!) {\n  createWebhook(input: $input) {\n    secret\n    webhook {\n      ...WebhookFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAccount($password: String) {\n  deleteAccount(password: $password)\n}"): (typeof documents)["mutation DeleteAccount($password: String) {\n  deleteAccount(password: $password)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteWebhook($id: ID!) {\n  deleteWebhook(id: $id)\n}"): (typeof documents)["mutation DeleteWebhook($id: ID!) {\n  deleteWebhook(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisableTwoFactor($code: String!) {\n  disableTwoFactor(code: $code)\n}"): (typeof documents)["mutation DisableTwoFactor($code: String!) {\n  disableTwoFactor(code: $code)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation EnableTwoFactor($password: String) {\n  enableTwoFactor(password: $password) {\n    secret\n    uri\n    qrCodeDataUrl\n  }\n}"): (typeof documents)["mutation EnableTwoFactor($password: String) {\n  enableTwoFactor(password: $password) {\n    secret\n    uri\n    qrCodeDataUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LinkedIdentities {\n  linkedIdentities {\n    provider\n    email\n    linkedAt\n  }\n}"): (typeof documents)["query LinkedIdentities {\n  linkedIdentities {\n    provider\n    email\n    linkedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyApiTokens {\n  myApiTokens {\n    ...ApiTokenFields\n  }\n}"): (typeof documents)["query MyApiTokens {\n  myApiTokens {\n    ...ApiTokenFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MySessions {\n  mySessions {\n    id\n    createdAt\n    lastSeenAt\n    device\n    ip\n    current\n  }\n}"): (typeof documents)["query MySessions {\n  mySessions {\n    id\n    createdAt\n    lastSeenAt\n    device\n    ip\n    current\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyWebhooks {\n  myWebhooks {\n    ...WebhookFields\n  }\n}"): (typeof documents)["query MyWebhooks {\n  myWebhooks {\n    ...WebhookFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PasswordPolicy {\n  passwordPolicy {\n    minLength\n    maxLength\n    requireLowercase\n    requireUppercase\n    requireDigit\n    requireSymbol\n    rejectCommon\n  }\n}"): (typeof documents)["query PasswordPolicy {\n  passwordPolicy {\n    minLength\n    maxLength\n    requireLowercase\n    requireUppercase\n    requireDigit\n    requireSymbol\n    rejectCommon\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PasswordResetLinkRefusal($token: String!) {\n  passwordResetLinkRefusal(token: $token)\n}"): (typeof documents)["query PasswordResetLinkRefusal($token: String!) {\n  passwordResetLinkRefusal(token: $token)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PendingIdentity {\n  pendingIdentity {\n    provider\n    email\n    emailVerified\n    name\n  }\n}"): (typeof documents)["query PendingIdentity {\n  pendingIdentity {\n    provider\n    email\n    emailVerified\n    name\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RedeliverWebhookDelivery($id: ID!) {\n  redeliverWebhookDelivery(id: $id) {\n    id\n    status\n    redeliveryOf\n  }\n}"): (typeof documents)["mutation RedeliverWebhookDelivery($id: ID!) {\n  redeliverWebhookDelivery(id: $id) {\n    id\n    status\n    redeliveryOf\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}"): (typeof documents)["mutation RequestPasswordReset($email: String!) {\n  requestPasswordReset(email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestSignInLink($email: String!) {\n  requestSignInLink(email: $email)\n}"): (typeof documents)["mutation RequestSignInLink($email: String!) {\n  requestSignInLink(email: $email)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($token: String!, $newPassword: String!) {\n  resetPassword(token: $token, newPassword: $newPassword) {\n    sessionExpiresAt\n    twoFactorRequired\n    twoFactorChallenge\n    member {\n      ...MemberFields\n    }\n  }\n}"): (typeof documents)["mutation ResetPassword($token: String!, $newPassword: String!) {\n  resetPassword(token: $token, newPassword: $newPassword) {\n    sessionExpiresAt\n    twoFactorRequired\n    twoFactorChallenge\n    member {\n      ...MemberFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeApiToken($id: ID!) {\n  revokeApiToken(id: $id) {\n    id\n    revokedAt\n  }\n}"): (typeof documents)["mutation RevokeApiToken($id: ID!) {\n  revokeApiToken(id: $id) {\n    id\n    revokedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeSession($id: ID!) {\n  revokeSession(id: $id)\n}"): (typeof documents)["mutation RevokeSession($id: ID!) {\n  revokeSession(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RotateApiToken($id: ID!) {\n  rotateApiToken(id: $id) {\n    secret\n    token {\n      ...ApiTokenFields\n    }\n  }\n}"): (typeof documents)["mutation RotateApiToken($id: ID!) {\n  rotateApiToken(id: $id) {\n    secret\n    token {\n      ...ApiTokenFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    sessionExpiresAt\n    twoFactorRequired\n    twoFactorChallenge\n    twoFactorSetupRequired\n    member {\n      ...MemberFields\n    }\n  }\n}"): (typeof documents)["mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    sessionExpiresAt\n    twoFactorRequired\n    twoFactorChallenge\n    twoFactorSetupRequired\n    member {\n      ...MemberFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SignInMethods {\n  signInMethods {\n    providers\n  }\n}"): (typeof documents)["query SignInMethods {\n  signInMethods {\n    providers\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignInWithEmailLink($token: String!) {\n  signInWithEmailLink(token: $token) {\n    sessionExpiresAt\n    twoFactorRequired\n    twoFactorChallenge\n    member {\n      ...MemberFields\n    }\n  }\n}"): (typeof documents)["mutation SignInWithEmailLink($token: String!) {\n  signInWithEmailLink(token: $token) {\n    sessionExpiresAt\n    twoFactorRequired\n    twoFactorChallenge\n    member {\n      ...MemberFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignInWithTwoFactor($challenge: String!, $code: String!) {\n  signInWithTwoFactor(challenge: $challenge, code: $code) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}"): (typeof documents)["mutation SignInWithTwoFactor($challenge: String!, $code: String!) {\n  signInWithTwoFactor(challenge: $challenge, code: $code) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOutEverywhere {\n  signOutEverywhere\n}"): (typeof documents)["mutation SignOutEverywhere {\n  signOutEverywhere\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUp($input: SignUpInput!, $idempotencyKey: String) {\n  signUp(input: $input, idempotencyKey: $idempotencyKey) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}"): (typeof documents)["mutation SignUp($input: SignUpInput!, $idempotencyKey: String) {\n  signUp(input: $input, idempotencyKey: $idempotencyKey) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUpWithPendingIdentity($displayName: String) {\n  signUpWithPendingIdentity(displayName: $displayName) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}"): (typeof documents)["mutation SignUpWithPendingIdentity($displayName: String) {\n  signUpWithPendingIdentity(displayName: $displayName) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TwoFactorStatus {\n  me {\n    id\n    twoFactorEnabled\n    recoveryCodesLeft\n    twoFactorSetupRequired\n  }\n}"): (typeof documents)["query TwoFactorStatus {\n  me {\n    id\n    twoFactorEnabled\n    recoveryCodesLeft\n    twoFactorSetupRequired\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnlinkIdentity($provider: SocialProvider!) {\n  unlinkIdentity(provider: $provider)\n}"): (typeof documents)["mutation UnlinkIdentity($provider: SocialProvider!) {\n  unlinkIdentity(provider: $provider)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...MemberFields\n  }\n}"): (typeof documents)["mutation UpdateProfile($input: UpdateProfileInput!) {\n  updateProfile(input: $input) {\n    ...MemberFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    ...WebhookFields\n  }\n}"): (typeof documents)["mutation UpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {\n  updateWebhook(id: $id, input: $input) {\n    ...WebhookFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WebhookDeliveries($id: ID!, $first: Int, $after: String, $status: WebhookDeliveryStatus) {\n  webhook(id: $id) {\n    id\n    deliveries(first: $first, after: $after, status: $status) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          event\n          status\n          attempts\n          responseStatus\n          responseBody\n          error\n          nextAttemptAt\n          deliveredAt\n          createdAt\n          redeliveryOf\n          body\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query WebhookDeliveries($id: ID!, $first: Int, $after: String, $status: WebhookDeliveryStatus) {\n  webhook(id: $id) {\n    id\n    deliveries(first: $first, after: $after, status: $status) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          event\n          status\n          attempts\n          responseStatus\n          responseBody\n          error\n          nextAttemptAt\n          deliveredAt\n          createdAt\n          redeliveryOf\n          body\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WebhookFields on Webhook {\n  id\n  name\n  url\n  query\n  field\n  enabled\n  disabledReason\n  failingSince\n  lastDeliveredAt\n  createdAt\n}"): (typeof documents)["fragment WebhookFields on Webhook {\n  id\n  name\n  url\n  query\n  field\n  enabled\n  disabledReason\n  failingSince\n  lastDeliveredAt\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkThreadRead($responseId: ID!) {\n  markThreadRead(responseId: $responseId) {\n    id\n    unreadMessageCount\n  }\n}"): (typeof documents)["mutation MarkThreadRead($responseId: ID!) {\n  markThreadRead(responseId: $responseId) {\n    id\n    unreadMessageCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MessageEvents($responseId: ID!) {\n  messageEvents(responseId: $responseId) {\n    type\n    responseId\n    side\n    readAt\n    message {\n      ...MessageFields\n    }\n  }\n}"): (typeof documents)["subscription MessageEvents($responseId: ID!) {\n  messageEvents(responseId: $responseId) {\n    type\n    responseId\n    side\n    readAt\n    message {\n      ...MessageFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MessageFields on Message {\n  id\n  createdAt\n  side\n  mine\n  seen\n  body\n  contactHidden\n  attachments {\n    ...UploadedFileFields\n  }\n}"): (typeof documents)["fragment MessageFields on Message {\n  id\n  createdAt\n  side\n  mine\n  seen\n  body\n  contactHidden\n  attachments {\n    ...UploadedFileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReportThread($responseId: ID!, $reason: String!) {\n  reportThread(responseId: $responseId, reason: $reason)\n}"): (typeof documents)["mutation ReportThread($responseId: ID!, $reason: String!) {\n  reportThread(responseId: $responseId, reason: $reason)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendMessage($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    id\n  }\n}"): (typeof documents)["mutation SendMessage($input: SendMessageInput!) {\n  sendMessage(input: $input) {\n    id\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ThreadMessages($responseId: ID!, $first: Int, $after: String) {\n  messages(responseId: $responseId, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...MessageFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query ThreadMessages($responseId: ID!, $first: Int, $after: String) {\n  messages(responseId: $responseId, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...MessageFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}"): (typeof documents)["mutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkNotificationsRead($ids: [ID!]!) {\n  markNotificationsRead(ids: $ids)\n}"): (typeof documents)["mutation MarkNotificationsRead($ids: [ID!]!) {\n  markNotificationsRead(ids: $ids)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotificationCentre($first: Int, $after: String) {\n  unreadNotificationCount\n  notifications(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...NotificationFields\n      }\n    }\n  }\n}"): (typeof documents)["query NotificationCentre($first: Int, $after: String) {\n  unreadNotificationCount\n  notifications(first: $first, after: $after) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        ...NotificationFields\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription NotificationEvents {\n  notificationEvents {\n    type\n    unreadCount\n    notification {\n      ...NotificationFields\n    }\n  }\n}"): (typeof documents)["subscription NotificationEvents {\n  notificationEvents {\n    type\n    unreadCount\n    notification {\n      ...NotificationFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment NotificationFields on Notification {\n  id\n  kind\n  title\n  body\n  link\n  reason\n  readAt\n  createdAt\n}"): (typeof documents)["fragment NotificationFields on Notification {\n  id\n  kind\n  title\n  body\n  link\n  reason\n  readAt\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NotificationSettings {\n  notificationSettings {\n    kind\n    label\n    email\n    canTurnOff\n    forPartners\n    push\n  }\n}"): (typeof documents)["query NotificationSettings {\n  notificationSettings {\n    kind\n    label\n    email\n    canTurnOff\n    forPartners\n    push\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PushDevice {\n  webPushPublicKey\n  myPushSubscriptions {\n    id\n    endpoint\n    userAgent\n    lastPushedAt\n  }\n}"): (typeof documents)["query PushDevice {\n  webPushPublicKey\n  myPushSubscriptions {\n    id\n    endpoint\n    userAgent\n    lastPushedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegisterPushSubscription($input: RegisterPushSubscriptionInput!) {\n  registerPushSubscription(input: $input) {\n    id\n    endpoint\n    userAgent\n    lastPushedAt\n  }\n}"): (typeof documents)["mutation RegisterPushSubscription($input: RegisterPushSubscriptionInput!) {\n  registerPushSubscription(input: $input) {\n    id\n    endpoint\n    userAgent\n    lastPushedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnregisterPushSubscription($endpoint: String!) {\n  unregisterPushSubscription(endpoint: $endpoint)\n}"): (typeof documents)["mutation UnregisterPushSubscription($endpoint: String!) {\n  unregisterPushSubscription(endpoint: $endpoint)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnsubscribeEmail($token: String!) {\n  unsubscribeEmail(token: $token) {\n    kind\n    label\n    email\n    canTurnOff\n    push\n  }\n}"): (typeof documents)["mutation UnsubscribeEmail($token: String!) {\n  unsubscribeEmail(token: $token) {\n    kind\n    label\n    email\n    canTurnOff\n    push\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateNotificationSettings($input: [NotificationSettingInput!]!) {\n  updateNotificationSettings(input: $input) {\n    kind\n    label\n    email\n    canTurnOff\n    forPartners\n    push\n  }\n}"): (typeof documents)["mutation UpdateNotificationSettings($input: [NotificationSettingInput!]!) {\n  updateNotificationSettings(input: $input) {\n    kind\n    label\n    email\n    canTurnOff\n    forPartners\n    push\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminOrders($first: Int, $after: String, $filter: OrdersFilter, $orderBy: OrdersOrder) {\n  adminOrders(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {\n    ...OrderConnectionFields\n  }\n}"): (typeof documents)["query AdminOrders($first: Int, $after: String, $filter: OrdersFilter, $orderBy: OrdersOrder) {\n  adminOrders(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {\n    ...OrderConnectionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnswerOrderCancellation($id: ID!, $agree: Boolean!, $idempotencyKey: String) {\n  answerOrderCancellation(id: $id, agree: $agree, idempotencyKey: $idempotencyKey) {\n    ...OrderDetailFields\n  }\n}"): (typeof documents)["mutation AnswerOrderCancellation($id: ID!, $agree: Boolean!, $idempotencyKey: String) {\n  answerOrderCancellation(id: $id, agree: $agree, idempotencyKey: $idempotencyKey) {\n    ...OrderDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BuyerOrderFigures {\n  buyerOrderFigures {\n    open\n    amountDue {\n      amount\n      currency\n    }\n  }\n}"): (typeof documents)["query BuyerOrderFigures {\n  buyerOrderFigures {\n    open\n    amountDue {\n      amount\n      currency\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompleteOrder($id: ID!) {\n  completeOrder(id: $id) {\n    ...OrderDetailFields\n  }\n}"): (typeof documents)["mutation CompleteOrder($id: ID!) {\n  completeOrder(id: $id) {\n    ...OrderDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmOrder($input: ConfirmOrderInput!, $idempotencyKey: String) {\n  confirmOrder(input: $input, idempotencyKey: $idempotencyKey) {\n    ...OrderDetailFields\n  }\n}"): (typeof documents)["mutation ConfirmOrder($input: ConfirmOrderInput!, $idempotencyKey: String) {\n  confirmOrder(input: $input, idempotencyKey: $idempotencyKey) {\n    ...OrderDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmOrderPayment($id: ID!) {\n  confirmOrderPayment(id: $id) {\n    id\n    status\n    confirmedAt\n  }\n}"): (typeof documents)["mutation ConfirmOrderPayment($id: ID!) {\n  confirmOrderPayment(id: $id) {\n    id\n    status\n    confirmedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DispatchOrder($input: DispatchOrderInput!, $idempotencyKey: String) {\n  dispatchOrder(input: $input, idempotencyKey: $idempotencyKey) {\n    id\n    sequence\n  }\n}"): (typeof documents)["mutation DispatchOrder($input: DispatchOrderInput!, $idempotencyKey: String) {\n  dispatchOrder(input: $input, idempotencyKey: $idempotencyKey) {\n    id\n    sequence\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DisputeOrder($input: DisputeOrderInput!) {\n  disputeOrder(input: $input) {\n    ...OrderDetailFields\n  }\n}"): (typeof documents)["mutation DisputeOrder($input: DisputeOrderInput!) {\n  disputeOrder(input: $input) {\n    ...OrderDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderFileFields on File {\n  id\n  name\n  kind\n  contentType\n  url\n  thumbnailUrl\n}"): (typeof documents)["fragment OrderFileFields on File {\n  id\n  name\n  kind\n  contentType\n  url\n  thumbnailUrl\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyOrders($first: Int, $after: String, $filter: OrdersFilter, $orderBy: OrdersOrder) {\n  myOrders(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {\n    ...OrderConnectionFields\n  }\n}"): (typeof documents)["query MyOrders($first: Int, $after: String, $filter: OrdersFilter, $orderBy: OrdersOrder) {\n  myOrders(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {\n    ...OrderConnectionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderConnectionFields on OrderConnection {\n  edges {\n    cursor\n    node {\n      ...OrderRowFields\n    }\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n  totalCount\n}"): (typeof documents)["fragment OrderConnectionFields on OrderConnection {\n  edges {\n    cursor\n    node {\n      ...OrderRowFields\n    }\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n  totalCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription OrderDetailEvents($orderId: ID) {\n  orderEvents(orderId: $orderId) {\n    type\n    action\n    order {\n      ...OrderDetailFields\n    }\n  }\n}"): (typeof documents)["subscription OrderDetailEvents($orderId: ID) {\n  orderEvents(orderId: $orderId) {\n    type\n    action\n    order {\n      ...OrderDetailFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderDetailFields on Order {\n  ...OrderRowFields\n  subtotal {\n    amount\n    currency\n  }\n  vat {\n    amount\n    currency\n  }\n  vatRate\n  paid {\n    amount\n    currency\n  }\n  deliveryLabel\n  deliveryFrom\n  confirmedAt\n  completedAt\n  cancelledAt\n  cancelReason\n  disputedBy\n  disputedFrom\n  disputeReason\n  disputeEvidence {\n    ...OrderFileFields\n  }\n  resolutionNote\n  listingTerms\n  buyerContact {\n    name\n    email\n    phone\n  }\n  partnerContact {\n    name\n    email\n    phone\n    website\n  }\n  wire {\n    id\n    title\n    status\n  }\n  lines {\n    id\n    position\n    name\n    unit\n    quantity\n    dispatched\n    received\n    short\n    damaged\n    toDispatch\n    balance\n    unitPrice {\n      amount\n      currency\n    }\n    lineTotal {\n      amount\n      currency\n    }\n  }\n  shipments {\n    id\n    sequence\n    note\n    createdAt\n    receivedAt\n    receiptNote\n    photo {\n      ...OrderFileFields\n    }\n    lines {\n      quantity\n      received\n      short\n      damaged\n      line {\n        id\n        name\n        unit\n      }\n    }\n  }\n  payments {\n    id\n    status\n    method\n    reference\n    paidOn\n    createdAt\n    confirmedAt\n    amount {\n      amount\n      currency\n    }\n    proof {\n      ...OrderFileFields\n    }\n  }\n  documents {\n    kind\n    number\n    file {\n      ...OrderFileFields\n    }\n  }\n}"): (typeof documents)["fragment OrderDetailFields on Order {\n  ...OrderRowFields\n  subtotal {\n    amount\n    currency\n  }\n  vat {\n    amount\n    currency\n  }\n  vatRate\n  paid {\n    amount\n    currency\n  }\n  deliveryLabel\n  deliveryFrom\n  confirmedAt\n  completedAt\n  cancelledAt\n  cancelReason\n  disputedBy\n  disputedFrom\n  disputeReason\n  disputeEvidence {\n    ...OrderFileFields\n  }\n  resolutionNote\n  listingTerms\n  buyerContact {\n    name\n    email\n    phone\n  }\n  partnerContact {\n    name\n    email\n    phone\n    website\n  }\n  wire {\n    id\n    title\n    status\n  }\n  lines {\n    id\n    position\n    name\n    unit\n    quantity\n    dispatched\n    received\n    short\n    damaged\n    toDispatch\n    balance\n    unitPrice {\n      amount\n      currency\n    }\n    lineTotal {\n      amount\n      currency\n    }\n  }\n  shipments {\n    id\n    sequence\n    note\n    createdAt\n    receivedAt\n    receiptNote\n    photo {\n      ...OrderFileFields\n    }\n    lines {\n      quantity\n      received\n      short\n      damaged\n      line {\n        id\n        name\n        unit\n      }\n    }\n  }\n  payments {\n    id\n    status\n    method\n    reference\n    paidOn\n    createdAt\n    confirmedAt\n    amount {\n      amount\n      currency\n    }\n    proof {\n      ...OrderFileFields\n    }\n  }\n  documents {\n    kind\n    number\n    file {\n      ...OrderFileFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OrderDetails($id: ID!) {\n  order(id: $id) {\n    ...OrderDetailFields\n  }\n}"): (typeof documents)["query OrderDetails($id: ID!) {\n  order(id: $id) {\n    ...OrderDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription OrderRowEvents {\n  orderEvents {\n    type\n    action\n    order {\n      ...OrderRowFields\n    }\n  }\n}"): (typeof documents)["subscription OrderRowEvents {\n  orderEvents {\n    type\n    action\n    order {\n      ...OrderRowFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OrderRowFields on Order {\n  id\n  number\n  status\n  kind\n  viewerSide\n  actions\n  total {\n    amount\n    currency\n  }\n  balance {\n    amount\n    currency\n  }\n  paymentState\n  cancelRequestedBy\n  deliveryDate\n  deliveryBy\n  createdAt\n  updatedAt\n  buyerContact {\n    name\n    email\n  }\n  partner {\n    id\n    businessName\n  }\n  wire {\n    id\n    title\n  }\n  lines {\n    id\n    toDispatch\n  }\n  shipments {\n    id\n    receivedAt\n  }\n  payments {\n    id\n    status\n  }\n}"): (typeof documents)["fragment OrderRowFields on Order {\n  id\n  number\n  status\n  kind\n  viewerSide\n  actions\n  total {\n    amount\n    currency\n  }\n  balance {\n    amount\n    currency\n  }\n  paymentState\n  cancelRequestedBy\n  deliveryDate\n  deliveryBy\n  createdAt\n  updatedAt\n  buyerContact {\n    name\n    email\n  }\n  partner {\n    id\n    businessName\n  }\n  wire {\n    id\n    title\n  }\n  lines {\n    id\n    toDispatch\n  }\n  shipments {\n    id\n    receivedAt\n  }\n  payments {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PartnerOrderFigures {\n  partnerOrderFigures {\n    toConfirm\n    toDispatch\n    awaitingPayment\n    paymentsToConfirm\n    deliveredByMonth {\n      month\n      value {\n        amount\n        currency\n      }\n    }\n  }\n}"): (typeof documents)["query PartnerOrderFigures {\n  partnerOrderFigures {\n    toConfirm\n    toDispatch\n    awaitingPayment\n    paymentsToConfirm\n    deliveredByMonth {\n      month\n      value {\n        amount\n        currency\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PartnerOrders($first: Int, $after: String, $filter: OrdersFilter, $orderBy: OrdersOrder) {\n  partnerOrders(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {\n    ...OrderConnectionFields\n  }\n}"): (typeof documents)["query PartnerOrders($first: Int, $after: String, $filter: OrdersFilter, $orderBy: OrdersOrder) {\n  partnerOrders(first: $first, after: $after, filter: $filter, orderBy: $orderBy) {\n    ...OrderConnectionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReceiveShipment($input: ReceiveShipmentInput!) {\n  receiveShipment(input: $input) {\n    id\n    receivedAt\n  }\n}"): (typeof documents)["mutation ReceiveShipment($input: ReceiveShipmentInput!) {\n  receiveShipment(input: $input) {\n    id\n    receivedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecordOrderPayment($input: RecordOrderPaymentInput!, $idempotencyKey: String) {\n  recordOrderPayment(input: $input, idempotencyKey: $idempotencyKey) {\n    id\n    status\n  }\n}"): (typeof documents)["mutation RecordOrderPayment($input: RecordOrderPaymentInput!, $idempotencyKey: String) {\n  recordOrderPayment(input: $input, idempotencyKey: $idempotencyKey) {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestOrderCancellation($id: ID!, $reason: String) {\n  requestOrderCancellation(id: $id, reason: $reason) {\n    ...OrderDetailFields\n  }\n}"): (typeof documents)["mutation RequestOrderCancellation($id: ID!, $reason: String) {\n  requestOrderCancellation(id: $id, reason: $reason) {\n    ...OrderDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResolveOrderDispute($input: ResolveOrderDisputeInput!, $idempotencyKey: String) {\n  resolveOrderDispute(input: $input, idempotencyKey: $idempotencyKey) {\n    ...OrderDetailFields\n  }\n}"): (typeof documents)["mutation ResolveOrderDispute($input: ResolveOrderDisputeInput!, $idempotencyKey: String) {\n  resolveOrderDispute(input: $input, idempotencyKey: $idempotencyKey) {\n    ...OrderDetailFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WireOrders($id: ID!) {\n  wire(id: $id) {\n    id\n    orders {\n      id\n      number\n      status\n      viewerSide\n    }\n  }\n}"): (typeof documents)["query WireOrders($id: ID!) {\n  wire(id: $id) {\n    id\n    orders {\n      id\n      number\n      status\n      viewerSide\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AcceptCounterOffer($id: ID!) {\n  acceptCounterOffer(id: $id) {\n    ...MyResponseResultFields\n  }\n}"): (typeof documents)["mutation AcceptCounterOffer($id: ID!) {\n  acceptCounterOffer(id: $id) {\n    ...MyResponseResultFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyPartner {\n  myPartner {\n    ...PartnerFields\n  }\n}"): (typeof documents)["query MyPartner {\n  myPartner {\n    ...PartnerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MyPartnerEvents {\n  myPartnerEvents {\n    type\n    partner {\n      ...PartnerFields\n    }\n  }\n}"): (typeof documents)["subscription MyPartnerEvents {\n  myPartnerEvents {\n    type\n    partner {\n      ...PartnerFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyPartnerVerification {\n  myPartnerVerification {\n    ...PartnerVerificationFields\n  }\n  myPartner {\n    id\n    verified\n    verifiedAt\n    verifiedUntil\n  }\n}"): (typeof documents)["query MyPartnerVerification {\n  myPartnerVerification {\n    ...PartnerVerificationFields\n  }\n  myPartner {\n    id\n    verified\n    verifiedAt\n    verifiedUntil\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MyResponseEvents {\n  myResponseEvents {\n    type\n    response {\n      ...MyResponseFields\n    }\n  }\n}"): (typeof documents)["subscription MyResponseEvents {\n  myResponseEvents {\n    type\n    response {\n      ...MyResponseFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MyResponseFields on Response {\n  ...ResponseSummaryFields\n  counterOffer {\n    id\n    status\n    amount {\n      amount\n    }\n  }\n  order {\n    id\n    number\n    status\n  }\n  review {\n    ...ReviewFields\n  }\n  wire {\n    id\n    title\n    location {\n      label\n    }\n    buyerContact {\n      name\n      email\n      phone\n    }\n  }\n}"): (typeof documents)["fragment MyResponseFields on Response {\n  ...ResponseSummaryFields\n  counterOffer {\n    id\n    status\n    amount {\n      amount\n    }\n  }\n  order {\n    id\n    number\n    status\n  }\n  review {\n    ...ReviewFields\n  }\n  wire {\n    id\n    title\n    location {\n      label\n    }\n    buyerContact {\n      name\n      email\n      phone\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MyResponseResultFields on Response {\n  ...MyResponseFields\n  wire {\n    id\n    responseCount\n    myResponse {\n      ...ResponseFields\n    }\n  }\n}"): (typeof documents)["fragment MyResponseResultFields on Response {\n  ...MyResponseFields\n  wire {\n    id\n    responseCount\n    myResponse {\n      ...ResponseFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyResponses($first: Int, $after: String) {\n  myResponses(first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...MyResponseFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query MyResponses($first: Int, $after: String) {\n  myResponses(first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...MyResponseFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PartnerDashboard {\n  partnerDashboard {\n    matchingOpenWires\n    matchingOpenWiresIsEstimate\n    responsesSent\n    responsesAccepted\n    acceptanceRate\n    products\n    visibleProducts\n    listings\n    activeListings\n    acceptedQuoteValue {\n      amount\n      currency\n    }\n    responsesPerWeek {\n      weekStart\n      sent\n      accepted\n    }\n  }\n}"): (typeof documents)["query PartnerDashboard {\n  partnerDashboard {\n    matchingOpenWires\n    matchingOpenWiresIsEstimate\n    responsesSent\n    responsesAccepted\n    acceptanceRate\n    products\n    visibleProducts\n    listings\n    activeListings\n    acceptedQuoteValue {\n      amount\n      currency\n    }\n    responsesPerWeek {\n      weekStart\n      sent\n      accepted\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PartnerFields on Partner {\n  id\n  businessName\n  description\n  categories\n  serviceArea {\n    label\n    lat\n    lng\n    radiusKm\n  }\n  phone\n  website\n  status\n  statusReason\n  approvedAt\n  createdAt\n  email\n}"): (typeof documents)["fragment PartnerFields on Partner {\n  id\n  businessName\n  description\n  categories\n  serviceArea {\n    label\n    lat\n    lng\n    radiusKm\n  }\n  phone\n  website\n  status\n  statusReason\n  approvedAt\n  createdAt\n  email\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PartnerProfile {\n  myPartner {\n    ...PartnerFields\n    logo {\n      ...UploadedFileFields\n    }\n  }\n}"): (typeof documents)["query PartnerProfile {\n  myPartner {\n    ...PartnerFields\n    logo {\n      ...UploadedFileFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PartnerVerificationFields on PartnerVerification {\n  id\n  registrationNumber\n  status\n  note\n  expiresAt\n  submittedAt\n  reviewedAt\n  certificate {\n    ...UploadedFileFields\n  }\n  documents {\n    ...UploadedFileFields\n  }\n}"): (typeof documents)["fragment PartnerVerificationFields on PartnerVerification {\n  id\n  registrationNumber\n  status\n  note\n  expiresAt\n  submittedAt\n  reviewedAt\n  certificate {\n    ...UploadedFileFields\n  }\n  documents {\n    ...UploadedFileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PartnerWireFields on Wire {\n  ...WireCardFields\n  invited\n  description\n  lines {\n    material\n    quantity\n    unit\n  }\n  myResponse {\n    ...ResponseSummaryFields\n  }\n}"): (typeof documents)["fragment PartnerWireFields on Wire {\n  ...WireCardFields\n  invited\n  description\n  lines {\n    material\n    quantity\n    unit\n  }\n  myResponse {\n    ...ResponseSummaryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PartnerWireboard($filter: WireboardFilter, $first: Int, $after: String) {\n  partnerWireboard(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...PartnerWireFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n    totalCountIsEstimate\n  }\n}"): (typeof documents)["query PartnerWireboard($filter: WireboardFilter, $first: Int, $after: String) {\n  partnerWireboard(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...PartnerWireFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n    totalCountIsEstimate\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription PartnerWireboardEvents($filter: WireboardFilter) {\n  partnerWireboardEvents(filter: $filter) {\n    type\n    wire {\n      ...PartnerWireFields\n    }\n  }\n}"): (typeof documents)["subscription PartnerWireboardEvents($filter: WireboardFilter) {\n  partnerWireboardEvents(filter: $filter) {\n    type\n    wire {\n      ...PartnerWireFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RespondToWire($input: RespondToWireInput!, $idempotencyKey: String) {\n  respondToWire(input: $input, idempotencyKey: $idempotencyKey) {\n    ...MyResponseResultFields\n  }\n}"): (typeof documents)["mutation RespondToWire($input: RespondToWireInput!, $idempotencyKey: String) {\n  respondToWire(input: $input, idempotencyKey: $idempotencyKey) {\n    ...MyResponseResultFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReviseResponse($input: ReviseResponseInput!) {\n  reviseResponse(input: $input) {\n    ...MyResponseResultFields\n  }\n}"): (typeof documents)["mutation ReviseResponse($input: ReviseResponseInput!) {\n  reviseResponse(input: $input) {\n    ...MyResponseResultFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignUpPartner($input: SignUpPartnerInput!, $idempotencyKey: String) {\n  signUpPartner(input: $input, idempotencyKey: $idempotencyKey) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}"): (typeof documents)["mutation SignUpPartner($input: SignUpPartnerInput!, $idempotencyKey: String) {\n  signUpPartner(input: $input, idempotencyKey: $idempotencyKey) {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubmitPartnerVerification($input: SubmitPartnerVerificationInput!) {\n  submitPartnerVerification(input: $input) {\n    ...PartnerVerificationFields\n  }\n}"): (typeof documents)["mutation SubmitPartnerVerification($input: SubmitPartnerVerificationInput!) {\n  submitPartnerVerification(input: $input) {\n    ...PartnerVerificationFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePartnerProfile($input: UpdatePartnerProfileInput!) {\n  updatePartnerProfile(input: $input) {\n    ...PartnerFields\n    logo {\n      ...UploadedFileFields\n    }\n  }\n}"): (typeof documents)["mutation UpdatePartnerProfile($input: UpdatePartnerProfileInput!) {\n  updatePartnerProfile(input: $input) {\n    ...PartnerFields\n    logo {\n      ...UploadedFileFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WithdrawResponse($id: ID!) {\n  withdrawResponse(id: $id) {\n    ...MyResponseResultFields\n  }\n}"): (typeof documents)["mutation WithdrawResponse($id: ID!) {\n  withdrawResponse(id: $id) {\n    ...MyResponseResultFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...ProductFields\n  }\n}"): (typeof documents)["mutation CreateProduct($input: ProductInput!) {\n  createProduct(input: $input) {\n    ...ProductFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteProduct($id: ID!) {\n  deleteProduct(id: $id)\n}"): (typeof documents)["mutation DeleteProduct($id: ID!) {\n  deleteProduct(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyProducts($filter: MyProductsFilter, $first: Int, $after: String) {\n  myProducts(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...ProductFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query MyProducts($filter: MyProductsFilter, $first: Int, $after: String) {\n  myProducts(filter: $filter, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...ProductFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductFields on Product {\n  id\n  name\n  category\n  description\n  unit\n  price {\n    amount\n    currency\n  }\n  inStock\n  hidden\n  createdAt\n  images {\n    ...UploadedFileFields\n  }\n  mainImage {\n    id\n    thumbnailUrl\n  }\n  partner {\n    id\n    businessName\n    verified\n    verifiedAt\n    verifiedUntil\n  }\n}"): (typeof documents)["fragment ProductFields on Product {\n  id\n  name\n  category\n  description\n  unit\n  price {\n    amount\n    currency\n  }\n  inStock\n  hidden\n  createdAt\n  images {\n    ...UploadedFileFields\n  }\n  mainImage {\n    id\n    thumbnailUrl\n  }\n  partner {\n    id\n    businessName\n    verified\n    verifiedAt\n    verifiedUntil\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Products($filter: ProductsFilter, $orderBy: ProductOrder, $first: Int, $after: String) {\n  products(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...ProductFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"): (typeof documents)["query Products($filter: ProductsFilter, $orderBy: ProductOrder, $first: Int, $after: String) {\n  products(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n    edges {\n      cursor\n      node {\n        ...ProductFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    totalCount\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetProductHidden($id: ID!, $hidden: Boolean!) {\n  setProductHidden(id: $id, hidden: $hidden) {\n    id\n    hidden\n  }\n}"): (typeof documents)["mutation SetProductHidden($id: ID!, $hidden: Boolean!) {\n  setProductHidden(id: $id, hidden: $hidden) {\n    id\n    hidden\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...ProductFields\n  }\n}"): (typeof documents)["mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n  updateProduct(id: $id, input: $input) {\n    ...ProductFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminReports($first: Int, $after: String, $filter: ReportsFilter) {\n  reports(first: $first, after: $after, filter: $filter) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        createdAt\n        subjectType\n        subjectId\n        title\n        excerpt\n        reason\n        status\n        action\n        actionReason\n        handledAt\n        rule\n        reporter {\n          id\n          email\n          displayName\n        }\n        owner {\n          id\n          email\n          displayName\n        }\n        ownerHistory {\n          reportCount\n          actionedCount\n        }\n      }\n    }\n  }\n}"): (typeof documents)["query AdminReports($first: Int, $after: String, $filter: ReportsFilter) {\n  reports(first: $first, after: $after, filter: $filter) {\n    totalCount\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n    edges {\n      cursor\n      node {\n        id\n        createdAt\n        subjectType\n        subjectId\n        title\n        excerpt\n        reason\n        status\n        action\n        actionReason\n        handledAt\n        rule\n        reporter {\n          id\n          email\n          displayName\n        }\n        owner {\n          id\n          email\n          displayName\n        }\n        ownerHistory {\n          reportCount\n          actionedCount\n        }\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HandleReport($input: HandleReportInput!) {\n  handleReport(input: $input) {\n    id\n    status\n    action\n    actionReason\n    handledAt\n  }\n}"): (typeof documents)["mutation HandleReport($input: HandleReportInput!) {\n  handleReport(input: $input) {\n    id\n    status\n    action\n    actionReason\n    handledAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OpenReportCount {\n  openReportCount\n}"): (typeof documents)["query OpenReportCount {\n  openReportCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReportContent($input: ReportContentInput!) {\n  reportContent(input: $input)\n}"): (typeof documents)["mutation ReportContent($input: ReportContentInput!) {\n  reportContent(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PartnerReviews($partnerId: ID!, $first: Int, $after: String) {\n  partnerReviews(partnerId: $partnerId, first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...ReviewFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"): (typeof documents)["query PartnerReviews($partnerId: ID!, $first: Int, $after: String) {\n  partnerReviews(partnerId: $partnerId, first: $first, after: $after) {\n    totalCount\n    edges {\n      cursor\n      node {\n        ...ReviewFields\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReplyToReview($reviewId: ID!, $text: String!) {\n  replyToReview(reviewId: $reviewId, text: $text) {\n    ...ReviewFields\n  }\n}"): (typeof documents)["mutation ReplyToReview($reviewId: ID!, $text: String!) {\n  replyToReview(reviewId: $reviewId, text: $text) {\n    ...ReviewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReviewFields on Review {\n  id\n  rating\n  text\n  reply\n  repliedAt\n  hidden\n  hiddenReason\n  authorName\n  wireTitle\n  createdAt\n}"): (typeof documents)["fragment ReviewFields on Review {\n  id\n  rating\n  text\n  reply\n  repliedAt\n  hidden\n  hiddenReason\n  authorName\n  wireTitle\n  createdAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReviewPartner($input: ReviewPartnerInput!) {\n  reviewPartner(input: $input) {\n    ...ReviewFields\n    partner {\n      id\n    }\n  }\n}"): (typeof documents)["mutation ReviewPartner($input: ReviewPartnerInput!) {\n  reviewPartner(input: $input) {\n    ...ReviewFields\n    partner {\n      id\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetReviewHidden($id: ID!, $hidden: Boolean!, $reason: String) {\n  setReviewHidden(id: $id, hidden: $hidden, reason: $reason) {\n    ...ReviewFields\n  }\n}"): (typeof documents)["mutation SetReviewHidden($id: ID!, $hidden: Boolean!, $reason: String) {\n  setReviewHidden(id: $id, hidden: $hidden, reason: $reason) {\n    ...ReviewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteSavedSearch($id: ID!) {\n  deleteSavedSearch(id: $id)\n}"): (typeof documents)["mutation DeleteSavedSearch($id: ID!) {\n  deleteSavedSearch(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveSearch($input: SaveSearchInput!) {\n  saveSearch(input: $input) {\n    ...SavedSearchFields\n  }\n}"): (typeof documents)["mutation SaveSearch($input: SaveSearchInput!) {\n  saveSearch(input: $input) {\n    ...SavedSearchFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SavedSearchFields on SavedSearch {\n  id\n  name\n  frequency\n  createdAt\n  filter {\n    kinds\n    text\n    place\n    near {\n      lat\n      lng\n      radiusKm\n    }\n    budgetMin\n    budgetMax\n  }\n}"): (typeof documents)["fragment SavedSearchFields on SavedSearch {\n  id\n  name\n  frequency\n  createdAt\n  filter {\n    kinds\n    text\n    place\n    near {\n      lat\n      lng\n      radiusKm\n    }\n    budgetMin\n    budgetMax\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SavedSearches {\n  savedSearches {\n    ...SavedSearchFields\n  }\n}"): (typeof documents)["query SavedSearches {\n  savedSearches {\n    ...SavedSearchFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    ...MemberFields\n  }\n}"): (typeof documents)["query Me {\n  me {\n    ...MemberFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment MemberFields on Member {\n  id\n  email\n  displayName\n  phone\n  role\n  disabled\n  hasPassword\n  profileComplete\n  sessionExpiresAt\n  defaultLocation {\n    label\n    lat\n    lng\n  }\n}"): (typeof documents)["fragment MemberFields on Member {\n  id\n  email\n  displayName\n  phone\n  role\n  disabled\n  hasPassword\n  profileComplete\n  sessionExpiresAt\n  defaultLocation {\n    label\n    lat\n    lng\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefreshSession {\n  refreshSession {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}"): (typeof documents)["mutation RefreshSession {\n  refreshSession {\n    sessionExpiresAt\n    member {\n      ...MemberFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOut {\n  signOut\n}"): (typeof documents)["mutation SignOut {\n  signOut\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query NearestPlace($lat: Float!, $lng: Float!) {\n  nearestPlace(lat: $lat, lng: $lng) {\n    id\n    label\n    lat\n    lng\n  }\n}"): (typeof documents)["query NearestPlace($lat: Float!, $lng: Float!) {\n  nearestPlace(lat: $lat, lng: $lng) {\n    id\n    label\n    lat\n    lng\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Places($search: String!, $first: Int) {\n  places(search: $search, first: $first) {\n    id\n    label\n    name\n    country\n    lat\n    lng\n  }\n}"): (typeof documents)["query Places($search: String!, $first: Int) {\n  places(search: $search, first: $first) {\n    id\n    label\n    name\n    country\n    lat\n    lng\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UploadedFileFields on File {\n  id\n  kind\n  contentType\n  name\n  size\n  url\n  thumbnailUrl\n  largeUrl\n  width\n  height\n}"): (typeof documents)["fragment UploadedFileFields on File {\n  id\n  kind\n  contentType\n  name\n  size\n  url\n  thumbnailUrl\n  largeUrl\n  width\n  height\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AcceptResponse($id: ID!) {\n  acceptResponse(id: $id) {\n    ...DecidedResponseFields\n  }\n}"): (typeof documents)["mutation AcceptResponse($id: ID!) {\n  acceptResponse(id: $id) {\n    ...DecidedResponseFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CloseWire($id: ID!) {\n  closeWire(id: $id) {\n    ...WireDetailsFields\n  }\n}"): (typeof documents)["mutation CloseWire($id: ID!) {\n  closeWire(id: $id) {\n    ...WireDetailsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CounterOfferFields on CounterOffer {\n  id\n  amount {\n    amount\n    currency\n  }\n  message\n  status\n  createdAt\n  answeredAt\n}"): (typeof documents)["fragment CounterOfferFields on CounterOffer {\n  id\n  amount {\n    amount\n    currency\n  }\n  message\n  status\n  createdAt\n  answeredAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CounterResponse($input: CounterResponseInput!) {\n  counterResponse(input: $input) {\n    ...ResponseFields\n  }\n}"): (typeof documents)["mutation CounterResponse($input: CounterResponseInput!) {\n  counterResponse(input: $input) {\n    ...ResponseFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment DecidedResponseFields on Response {\n  ...ResponseFields\n  wire {\n    id\n    status\n    responseCount\n    buyerContact {\n      name\n      email\n      phone\n    }\n  }\n}"): (typeof documents)["fragment DecidedResponseFields on Response {\n  ...ResponseFields\n  wire {\n    id\n    status\n    responseCount\n    buyerContact {\n      name\n      email\n      phone\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeclineResponse($id: ID!) {\n  declineResponse(id: $id) {\n    ...DecidedResponseFields\n  }\n}"): (typeof documents)["mutation DeclineResponse($id: ID!) {\n  declineResponse(id: $id) {\n    ...DecidedResponseFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ExtendWire($id: ID!, $days: Int!) {\n  extendWire(id: $id, days: $days) {\n    id\n    expiresAt\n    updatedAt\n  }\n}"): (typeof documents)["mutation ExtendWire($id: ID!, $days: Int!) {\n  extendWire(id: $id, days: $days) {\n    id\n    expiresAt\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FulfillWire($id: ID!) {\n  fulfillWire(id: $id) {\n    ...WireDetailsFields\n  }\n}"): (typeof documents)["mutation FulfillWire($id: ID!) {\n  fulfillWire(id: $id) {\n    ...WireDetailsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InvitablePartners($wireId: ID, $text: String!) {\n  invitablePartners(wireId: $wireId, text: $text, first: 10) {\n    ...InvitedPartnerFields\n  }\n}"): (typeof documents)["query InvitablePartners($wireId: ID, $text: String!) {\n  invitablePartners(wireId: $wireId, text: $text, first: 10) {\n    ...InvitedPartnerFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation InvitePartners($wireId: ID!, $partnerIds: [ID!]!) {\n  invitePartners(wireId: $wireId, partnerIds: $partnerIds) {\n    id\n    invitedPartners {\n      ...InvitedPartnerFields\n    }\n  }\n}"): (typeof documents)["mutation InvitePartners($wireId: ID!, $partnerIds: [ID!]!) {\n  invitePartners(wireId: $wireId, partnerIds: $partnerIds) {\n    id\n    invitedPartners {\n      ...InvitedPartnerFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InvitedPartnerFields on PartnerCard {\n  id\n  businessName\n  categories\n}"): (typeof documents)["fragment InvitedPartnerFields on PartnerCard {\n  id\n  businessName\n  categories\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MarketStats {\n  marketStats {\n    openWires\n    approvedPartners\n  }\n}"): (typeof documents)["query MarketStats {\n  marketStats {\n    openWires\n    approvedPartners\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription MyWireEvents($wireId: ID) {\n  myWireEvents(wireId: $wireId) {\n    type\n    wire {\n      ...WireCardFields\n    }\n  }\n}"): (typeof documents)["subscription MyWireEvents($wireId: ID) {\n  myWireEvents(wireId: $wireId) {\n    type\n    wire {\n      ...WireCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyWires($first: Int, $after: String) {\n  myWires(first: $first, after: $after) {\n    ...WireCardConnectionFields\n  }\n}"): (typeof documents)["query MyWires($first: Int, $after: String) {\n  myWires(first: $first, after: $after) {\n    ...WireCardConnectionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OfferedListingFields on PropertyListing {\n  id\n  title\n  status\n  deal\n  propertyType\n  bedrooms\n  bathrooms\n  areaM2\n  price {\n    amount\n    currency\n  }\n  location {\n    label\n  }\n  images {\n    id\n    name\n    thumbnailUrl\n    largeUrl\n  }\n}"): (typeof documents)["fragment OfferedListingFields on PropertyListing {\n  id\n  title\n  status\n  deal\n  propertyType\n  bedrooms\n  bathrooms\n  areaM2\n  price {\n    amount\n    currency\n  }\n  location {\n    label\n  }\n  images {\n    id\n    name\n    thumbnailUrl\n    largeUrl\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment OfferedProductFields on OfferedProduct {\n  id\n  name\n  unit\n  quantity\n  unitPrice {\n    amount\n    currency\n  }\n  lineTotal {\n    amount\n    currency\n  }\n  product {\n    id\n    mainImage {\n      id\n      thumbnailUrl\n    }\n  }\n}"): (typeof documents)["fragment OfferedProductFields on OfferedProduct {\n  id\n  name\n  unit\n  quantity\n  unitPrice {\n    amount\n    currency\n  }\n  lineTotal {\n    amount\n    currency\n  }\n  product {\n    id\n    mainImage {\n      id\n      thumbnailUrl\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PostWire($input: PostWireInput!, $idempotencyKey: String) {\n  postWire(input: $input, idempotencyKey: $idempotencyKey) {\n    ...WireDetailsFields\n  }\n}"): (typeof documents)["mutation PostWire($input: PostWireInput!, $idempotencyKey: String) {\n  postWire(input: $input, idempotencyKey: $idempotencyKey) {\n    ...WireDetailsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment QuoteNegotiationFields on Response {\n  id\n  revisions {\n    id\n    version\n    quote {\n      amount\n      currency\n    }\n    validUntil\n    message\n    changed\n    cause\n    createdAt\n    offeredProducts {\n      name\n      unit\n      quantity\n      unitPrice {\n        amount\n        currency\n      }\n    }\n  }\n  counterOffer {\n    ...CounterOfferFields\n  }\n}"): (typeof documents)["fragment QuoteNegotiationFields on Response {\n  id\n  revisions {\n    id\n    version\n    quote {\n      amount\n      currency\n    }\n    validUntil\n    message\n    changed\n    cause\n    createdAt\n    offeredProducts {\n      name\n      unit\n      quantity\n      unitPrice {\n        amount\n        currency\n      }\n    }\n  }\n  counterOffer {\n    ...CounterOfferFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ReopenToPartner($wireId: ID!, $partnerId: ID!) {\n  reopenToPartner(wireId: $wireId, partnerId: $partnerId) {\n    id\n    status\n    reopenedAt\n    updatedAt\n  }\n}"): (typeof documents)["mutation ReopenToPartner($wireId: ID!, $partnerId: ID!) {\n  reopenToPartner(wireId: $wireId, partnerId: $partnerId) {\n    id\n    status\n    reopenedAt\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ResponseFields on Response {\n  ...ResponseSummaryFields\n  ...QuoteNegotiationFields\n  reopenedAt\n  partner {\n    id\n    verified\n    verifiedAt\n    verifiedUntil\n    rating {\n      average\n      count\n    }\n  }\n  review {\n    ...ReviewFields\n  }\n  offeredProducts {\n    ...OfferedProductFields\n  }\n  offeredProperty {\n    ...OfferedListingFields\n  }\n  partnerContact {\n    email\n    phone\n    website\n  }\n}"): (typeof documents)["fragment ResponseFields on Response {\n  ...ResponseSummaryFields\n  ...QuoteNegotiationFields\n  reopenedAt\n  partner {\n    id\n    verified\n    verifiedAt\n    verifiedUntil\n    rating {\n      average\n      count\n    }\n  }\n  review {\n    ...ReviewFields\n  }\n  offeredProducts {\n    ...OfferedProductFields\n  }\n  offeredProperty {\n    ...OfferedListingFields\n  }\n  partnerContact {\n    email\n    phone\n    website\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ResponseSummaryFields on Response {\n  id\n  status\n  message\n  quote {\n    amount\n    currency\n  }\n  validUntil\n  createdAt\n  updatedAt\n  partner {\n    id\n    businessName\n  }\n  unreadMessageCount\n}"): (typeof documents)["fragment ResponseSummaryFields on Response {\n  id\n  status\n  message\n  quote {\n    amount\n    currency\n  }\n  validUntil\n  createdAt\n  updatedAt\n  partner {\n    id\n    businessName\n  }\n  unreadMessageCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetWireMaxResponses($id: ID!, $maxResponses: Int!) {\n  setWireMaxResponses(id: $id, maxResponses: $maxResponses) {\n    id\n    maxResponses\n    quotesFull\n    updatedAt\n  }\n}"): (typeof documents)["mutation SetWireMaxResponses($id: ID!, $maxResponses: Int!) {\n  setWireMaxResponses(id: $id, maxResponses: $maxResponses) {\n    id\n    maxResponses\n    quotesFull\n    updatedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WireCardConnectionFields on WireConnection {\n  edges {\n    cursor\n    node {\n      ...WireCardFields\n    }\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n  totalCount\n}"): (typeof documents)["fragment WireCardConnectionFields on WireConnection {\n  edges {\n    cursor\n    node {\n      ...WireCardFields\n    }\n  }\n  pageInfo {\n    hasNextPage\n    endCursor\n  }\n  totalCount\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WireCardFields on Wire {\n  id\n  kind\n  title\n  status\n  location {\n    label\n    lat\n    lng\n  }\n  budget {\n    min\n    max\n    currency\n  }\n  neededBy\n  createdAt\n  responseCount\n  quotesFull\n  respondRefusal\n  sealed\n  revealAt\n  quotesSealed\n  myResponse {\n    id\n    status\n  }\n}"): (typeof documents)["fragment WireCardFields on Wire {\n  id\n  kind\n  title\n  status\n  location {\n    label\n    lat\n    lng\n  }\n  budget {\n    min\n    max\n    currency\n  }\n  neededBy\n  createdAt\n  responseCount\n  quotesFull\n  respondRefusal\n  sealed\n  revealAt\n  quotesSealed\n  myResponse {\n    id\n    status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WireDetails($id: ID!) {\n  wire(id: $id) {\n    ...WireDetailsFields\n  }\n}"): (typeof documents)["query WireDetails($id: ID!) {\n  wire(id: $id) {\n    ...WireDetailsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment WireDetailsFields on Wire {\n  ...WireCardFields\n  description\n  expiresAt\n  maxResponses\n  updatedAt\n  deal\n  propertyType\n  bedrooms\n  minAreaM2\n  lines {\n    material\n    quantity\n    unit\n  }\n  deliveryNeeded\n  attachments {\n    ...UploadedFileFields\n  }\n  ownerName\n  isMine\n  responses {\n    ...ResponseFields\n  }\n  myResponse {\n    ...ResponseFields\n  }\n  buyerContact {\n    name\n    email\n    phone\n  }\n}"): (typeof documents)["fragment WireDetailsFields on Wire {\n  ...WireCardFields\n  description\n  expiresAt\n  maxResponses\n  updatedAt\n  deal\n  propertyType\n  bedrooms\n  minAreaM2\n  lines {\n    material\n    quantity\n    unit\n  }\n  deliveryNeeded\n  attachments {\n    ...UploadedFileFields\n  }\n  ownerName\n  isMine\n  responses {\n    ...ResponseFields\n  }\n  myResponse {\n    ...ResponseFields\n  }\n  buyerContact {\n    name\n    email\n    phone\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WireInvites($id: ID!) {\n  wire(id: $id) {\n    id\n    status\n    maxInvites\n    invitedPartners {\n      ...InvitedPartnerFields\n    }\n  }\n}"): (typeof documents)["query WireInvites($id: ID!) {\n  wire(id: $id) {\n    id\n    status\n    maxInvites\n    invitedPartners {\n      ...InvitedPartnerFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WireResponseEvents($wireId: ID!) {\n  wireResponseEvents(wireId: $wireId) {\n    type\n    response {\n      ...ResponseFields\n    }\n  }\n}"): (typeof documents)["subscription WireResponseEvents($wireId: ID!) {\n  wireResponseEvents(wireId: $wireId) {\n    type\n    response {\n      ...ResponseFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WireRules {\n  wireRules {\n    defaultMaxResponses\n    maxResponsesLimit\n    maxInvites\n  }\n}"): (typeof documents)["query WireRules {\n  wireRules {\n    defaultMaxResponses\n    maxResponsesLimit\n    maxInvites\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "subscription WireboardEvents($filter: WireboardFilter) {\n  wireboardEvents(filter: $filter) {\n    type\n    wire {\n      ...WireCardFields\n    }\n  }\n}"): (typeof documents)["subscription WireboardEvents($filter: WireboardFilter) {\n  wireboardEvents(filter: $filter) {\n    type\n    wire {\n      ...WireCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query WireboardList($filter: WireboardFilter, $first: Int, $after: String) {\n  wireboard(filter: $filter, first: $first, after: $after) {\n    ...WireCardConnectionFields\n    totalCountIsEstimate\n  }\n}"): (typeof documents)["query WireboardList($filter: WireboardFilter, $first: Int, $after: String) {\n  wireboard(filter: $filter, first: $first, after: $after) {\n    ...WireCardConnectionFields\n    totalCountIsEstimate\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation WithdrawInvite($wireId: ID!, $partnerId: ID!) {\n  withdrawInvite(wireId: $wireId, partnerId: $partnerId) {\n    id\n    invitedPartners {\n      ...InvitedPartnerFields\n    }\n  }\n}"): (typeof documents)["mutation WithdrawInvite($wireId: ID!, $partnerId: ID!) {\n  withdrawInvite(wireId: $wireId, partnerId: $partnerId) {\n    id\n    invitedPartners {\n      ...InvitedPartnerFields\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;