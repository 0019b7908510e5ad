import type { Mail } from './mailer.js';

/**
 * The text of every message the marketplace sends (SPEC §8), composed from plain values so the
 * domains that trigger them only say who and what. `link` is an absolute URL into the app.
 */
function mail(to: string, subject: string, paragraphs: string[]): Mail {
  return { to, subject, text: paragraphs.join('\n\n') };
}

export type PartnerStatusChange = 'APPROVED' | 'SUSPENDED' | 'REINSTATED';

export function partnerStatusNotice(
  to: string,
  change: PartnerStatusChange,
  businessName: string,
  reason: string | null,
  link: string,
): Mail {
  switch (change) {
    case 'APPROVED':
      return mail(to, 'Your BuildWire partner account is approved', [
        `${businessName} is approved: matching requests now appear on your partner wireboard.`,
        link,
      ]);
    case 'SUSPENDED':
      return mail(to, 'Your BuildWire partner account is suspended', [
        `${businessName} is suspended: ${reason ?? ''}`,
        link,
      ]);
    case 'REINSTATED':
      return mail(to, 'Your BuildWire partner account is reinstated', [
        `${businessName} is active again.`,
        link,
      ]);
  }
}

export function newResponseNotice(
  to: string,
  wireTitle: string,
  businessName: string,
  quote: string,
  message: string,
  link: string,
): Mail {
  return mail(to, `New response to "${wireTitle}"`, [
    `${businessName} answered your request with a quote of ${quote}:`,
    message,
    link,
  ]);
}

export function responseDecisionNotice(to: string, wireTitle: string, accepted: boolean, link: string): Mail {
  return accepted
    ? mail(to, `Your response was accepted: ${wireTitle}`, [
        "The buyer accepted your response. Their contact details are now on the request's page.",
        link,
      ])
    : mail(to, `Your response was declined: ${wireTitle}`, [
        'The buyer declined your response this time.',
        link,
      ]);
}

export function wireFulfilledNotice(to: string, wireTitle: string, link: string): Mail {
  return mail(to, `Request fulfilled: ${wireTitle}`, [
    `The buyer has marked "${wireTitle}" as fulfilled, so your response was declined.`,
    link,
  ]);
}
