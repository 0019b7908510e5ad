import type { Mail } from './mailer.js';

/**
 * The text of every message the marketplace sends (SPEC §8), composed from plain values so the
 * domains that trigger them only say who and what. `link` is an absolute URL into the app. Each
 * message has a plain-text body and an HTML body with the app's name and the link as a button.
 */
export const APP_NAME = 'BuildWire';

type Action = { label: string; url: string };

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function mail(
  to: string,
  subject: string,
  paragraphs: string[],
  action: Action,
  unsubscribe: string | null = null,
): Mail {
  const stop = unsubscribe ? [`Stop these emails: ${unsubscribe}`] : [];
  const text = [...paragraphs, `${action.label}: ${action.url}`, `— ${APP_NAME}`, ...stop].join('\n\n');
  const url = escapeHtml(action.url);
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1b1b1b;max-width:560px;margin:0 auto;padding:16px">',
    `<p style="font-size:20px;font-weight:700;color:#2b8a3e;margin:0 0 16px">${APP_NAME}</p>`,
    ...paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`),
    `<p><a href="${url}" style="display:inline-block;background:#2b8a3e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
    `<p style="font-size:12px;color:#666">If the button does not work, open ${url}</p>`,
    ...(unsubscribe
      ? [
          `<p style="font-size:12px;color:#666"><a href="${escapeHtml(unsubscribe)}" style="color:#666">Stop these emails</a> · change what you get in your account's notification settings.</p>`,
        ]
      : []),
    '</body></html>',
  ].join('');
  return { to, subject, text, html };
}

/** Why a sign-in link is sent. */
export type SignInLinkReason = 'REQUESTED' | 'ADDED' | 'RESENT';

export function signInLinkNotice(to: string, reason: SignInLinkReason, link: string, minutes: number): Mail {
  const validity = `The link works once and for ${minutes} minutes. If you did not ask for it, ignore this email.`;
  switch (reason) {
    case 'REQUESTED':
      return mail(to, `Your ${APP_NAME} sign-in link`, ['Use this link to sign in to BuildWire.', validity], {
        label: 'Sign in',
        url: link,
      });
    case 'ADDED':
      return mail(
        to,
        `You have been added to ${APP_NAME}`,
        [
          'An administrator added you to BuildWire, the marketplace for property and building materials.',
          validity,
        ],
        { label: 'Sign in and complete your profile', url: link },
      );
    case 'RESENT':
      return mail(
        to,
        `Your ${APP_NAME} sign-in link`,
        ['An administrator sent you a new sign-in link.', validity],
        {
          label: 'Sign in',
          url: link,
        },
      );
  }
}

export function passwordResetNotice(to: string, link: string, minutes: number): Mail {
  return mail(
    to,
    `Reset your ${APP_NAME} password`,
    [
      'Someone (we hope you) asked to reset the password of this account.',
      `The link works once and for ${minutes} minutes; setting a new password signs out every other session. If you did not ask for it, ignore this email: your password stays as it is.`,
    ],
    { label: 'Choose a new password', url: link },
  );
}

/** The answer to a sign-in link or password reset asked for an address that has no account. */
export function noAccountNotice(to: string, link: string): Mail {
  return mail(
    to,
    `No ${APP_NAME} account uses this address`,
    [
      `Someone (we hope you) asked for a ${APP_NAME} sign-in link or password reset for this address, but no ${APP_NAME} account uses it.`,
      'You can create an account in a minute. If you did not ask for this, ignore this email.',
    ],
    { label: 'Create an account', url: link },
  );
}

/**
 * What a notification says: its subject (the notification's title), paragraphs, and the
 * action's label and app path. The same words go to the notification centre and the email.
 */
/** A stored file attached to a record (an order's purchase order): sent with the email once it exists. */
export type NoticeFile = { attachedType: string; attachedId: string; position: number };

export type Notice = {
  subject: string;
  paragraphs: string[];
  action: { label: string; path: string };
  /** Files the email carries; one not made yet is waited for a while, then left to the link. */
  files?: NoticeFile[];
};

/** The email of a notice, with links made absolute and, when it can be turned off, how to stop it. */
export function composeMail(to: string, notice: Notice, baseUrl: string, unsubscribe: string | null): Mail {
  const action = { label: notice.action.label, url: `${baseUrl}${notice.action.path}` };
  return mail(to, notice.subject, notice.paragraphs, action, unsubscribe);
}

export type PartnerStatusChange = 'APPROVED' | 'SUSPENDED' | 'REINSTATED';

const DASHBOARD = { label: 'Open your dashboard', path: '/partners/dashboard' };

export function partnerStatusNotice(
  change: PartnerStatusChange,
  businessName: string,
  reason: string | null,
): Notice {
  switch (change) {
    case 'APPROVED':
      return {
        subject: 'Your BuildWire partner account is approved',
        paragraphs: [`${businessName} is approved: matching requests now appear on your partner wireboard.`],
        action: DASHBOARD,
      };
    case 'SUSPENDED':
      return {
        subject: 'Your BuildWire partner account is suspended',
        paragraphs: [`${businessName} is suspended.`, `Reason: ${reason || 'no reason was given.'}`],
        action: DASHBOARD,
      };
    case 'REINSTATED':
      return {
        subject: 'Your BuildWire partner account is reinstated',
        paragraphs: [`${businessName} is active again: matching requests appear on your partner wireboard.`],
        action: DASHBOARD,
      };
  }
}

const wirePath = (wireId: string) => `/wires/details?id=${wireId}`;

/** A date as the emails write it: "Tue, 01 Dec 2026 10:00 UTC". */
const utc = (date: Date) => date.toUTCString().replace(/:\d\d GMT$/, ' UTC');

export function newResponseNotice(
  wireId: string,
  wireTitle: string,
  businessName: string,
  quote: string,
  message: string,
): Notice {
  return {
    subject: `New response to "${wireTitle}"`,
    paragraphs: [`${businessName} answered your request with a quote of ${quote}:`, message],
    action: { label: 'Compare responses', path: wirePath(wireId) },
  };
}

/** A quote on a sealed wire: the buyer learns one arrived, not from whom or for how much. */
export function sealedResponseNotice(wireId: string, wireTitle: string, revealAt: Date): Notice {
  return {
    subject: `New sealed quote on "${wireTitle}"`,
    paragraphs: [
      `A partner sent a sealed quote. You can read it, and every other quote, from ${utc(revealAt)}.`,
    ],
    action: { label: 'Open the request', path: wirePath(wireId) },
  };
}

export function responseDecisionNotice(wireId: string, wireTitle: string, accepted: boolean): Notice {
  const action = { label: 'Open the request', path: wirePath(wireId) };
  return accepted
    ? {
        subject: `Your response was accepted: ${wireTitle}`,
        paragraphs: [
          "The buyer accepted your response. Their contact details are now on the request's page.",
        ],
        action,
      }
    : {
        subject: `Your response was declined: ${wireTitle}`,
        paragraphs: ['The buyer declined your response this time.'],
        action,
      };
}

/** A partner revised a quote: what changed, old → new price, and the message as the buyer reads it. */
export function revisedResponseNotice(
  wireId: string,
  wireTitle: string,
  businessName: string,
  changes: string[],
  message: string,
): Notice {
  return {
    subject: `Quote revised on "${wireTitle}"`,
    paragraphs: [`${businessName} revised their quote: ${changes.join('; ')}.`, message],
    action: { label: 'Compare responses', path: wirePath(wireId) },
  };
}

/** The buyer countered a quote: the price they would accept, and their terms as the partner reads them. */
export function counterOfferNotice(
  wireId: string,
  wireTitle: string,
  amount: string,
  terms: string | null,
): Notice {
  return {
    subject: `Counter-offer on "${wireTitle}"`,
    paragraphs: [
      `The buyer would accept ${amount} for your quote. Accept it, or answer with a revised quote.`,
      ...(terms ? [terms] : []),
    ],
    action: { label: 'Open the request', path: wirePath(wireId) },
  };
}

/** The partner accepted the buyer's counter-offer: the quote is now that price. */
export function counterAcceptedNotice(
  wireId: string,
  wireTitle: string,
  businessName: string,
  amount: string,
): Notice {
  return {
    subject: `Counter-offer accepted on "${wireTitle}"`,
    paragraphs: [`${businessName} accepted your counter-offer: their quote is now ${amount}.`],
    action: { label: 'Compare responses', path: wirePath(wireId) },
  };
}

export function wireReopenedNotice(wireId: string, wireTitle: string): Notice {
  return {
    subject: `You may quote again: ${wireTitle}`,
    paragraphs: [
      `The buyer who declined your quote on "${wireTitle}" has reopened the request to you: you may send a new quote.`,
    ],
    action: { label: 'Open the request', path: wirePath(wireId) },
  };
}

export function wireFulfilledNotice(wireId: string, wireTitle: string): Notice {
  return {
    subject: `Request fulfilled: ${wireTitle}`,
    paragraphs: [`The buyer has marked "${wireTitle}" as fulfilled, so your response was declined.`],
    action: { label: 'Open the request', path: wirePath(wireId) },
  };
}

export function wireExpiringNotice(wireId: string, wireTitle: string, expiresAt: Date): Notice {
  return {
    subject: `Your request expires soon: ${wireTitle}`,
    paragraphs: [
      `"${wireTitle}" stops taking responses on ${utc(expiresAt)}.`,
      'Compare the responses you have and accept one, or post it again later if you still need it.',
    ],
    action: { label: 'Open the request', path: wirePath(wireId) },
  };
}

export function wireExpiredNotice(wireId: string, wireTitle: string, responses: number): Notice {
  return {
    subject: `Your request expired: ${wireTitle}`,
    paragraphs: [
      `"${wireTitle}" has expired and left the wireboard${responses ? `, with ${responses} response${responses === 1 ? '' : 's'} you can still read` : ''}.`,
      'Post it again if you still need it.',
    ],
    action: { label: 'Open the request', path: wirePath(wireId) },
  };
}

export function newReviewNotice(wireTitle: string, rating: number, text: string): Notice {
  return {
    subject: `New review (${rating}/5) for "${wireTitle}"`,
    paragraphs: [`The buyer rated your work ${rating} out of 5:`, text, 'You can reply once, publicly.'],
    action: { label: 'Read and reply', path: '/partners/responses' },
  };
}

export function reviewReplyNotice(
  wireId: string,
  wireTitle: string,
  businessName: string,
  reply: string,
): Notice {
  return {
    subject: `${businessName} replied to your review`,
    paragraphs: [`${businessName} replied to your review of "${wireTitle}":`, reply],
    action: { label: 'Open the request', path: wirePath(wireId) },
  };
}

/** A webhook whose deliveries failed for a day was turned off; its owner can fix and re-enable it. */
export function webhookDisabledNotice(name: string, url: string, lastError: string, path: string): Notice {
  return {
    subject: `Your ${APP_NAME} webhook "${name}" was turned off`,
    paragraphs: [
      `Every delivery to ${url} failed for a day, so the webhook "${name}" was turned off and no more events are queued for it.`,
      `The last attempt said: ${lastError}`,
      'Fix the receiver, turn the webhook back on, and redeliver the events it missed from its delivery list.',
    ],
    action: { label: 'Open your webhooks', path },
  };
}
