import type { Notice } from '../mail/notices.js';
import type { Report } from './report.entity.js';
import { ReportAction } from './report.enums.js';

const DONE: Record<ReportAction, string> = {
  DISMISS: 'An admin looked at it and found nothing against the rules.',
  HIDE: 'An admin hid it.',
  WARN: 'An admin warned its owner.',
  SUSPEND: "An admin suspended its owner's account.",
};

/** To the member who reported `report`: what came of it. */
export function reporterNotice(report: Report): Notice {
  return {
    subject: `Your report was handled: ${report.title}`,
    paragraphs: [`You reported “${report.title}”.`, DONE[report.action!], 'Thank you for telling us.'],
    action: { label: 'Open BuildWire', path: '/' },
  };
}

const TO_OWNER: Record<Exclude<ReportAction, 'DISMISS'>, string> = {
  HIDE: 'An admin hid it after a report; others no longer see it.',
  WARN: 'An admin looked at a report of it and warns you: please keep to the marketplace rules.',
  SUSPEND: 'An admin suspended your account after a report of it.',
};

/** To the owner of the reported item: what an admin did, and why. */
export function ownerNotice(report: Report): Notice {
  const action = report.action as Exclude<ReportAction, 'DISMISS'>;
  return {
    subject: action === ReportAction.WARN ? `A warning about ${report.title}` : `Action on ${report.title}`,
    paragraphs: [
      `About “${report.title}”: ${TO_OWNER[action]}`,
      ...(report.actionReason ? [`The reason: ${report.actionReason}`] : []),
    ],
    action: { label: 'Open BuildWire', path: '/' },
  };
}
