/** The longest partner list one call takes (the configured per-wire maximum is checked after it). */
export const INVITE_IDS_MAX = 100;
/** The most partners one search of `invitablePartners` answers. */
export const INVITABLE_MAX = 20;
