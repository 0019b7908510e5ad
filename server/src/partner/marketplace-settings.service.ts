import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import { AppError } from '../common/errors.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import { AuditSubject, type AuditValues } from '../audit/audit.entity.js';
import type { AuditLog } from '../audit/audit.service.js';
import { MarketplaceSettings, SETTINGS_ROW } from './marketplace-settings.entity.js';
import type { MarketplaceSettingsInput } from './marketplace-settings.inputs.js';
import { BLOCKED_WORDS_MAX } from './partner.enums.js';

/** The audit log's subject id of the settings (there is one set). */
export const SETTINGS_SUBJECT_ID = 'marketplace';

/** The most blocked words, and the longest one. */
export const BLOCKED_WORDS = { max: BLOCKED_WORDS_MAX, length: 40 };

/**
 * `words` as the settings keep them: trimmed, lower-cased, inner spaces collapsed, repeats dropped
 * (first kept); BAD_USER_INPUT at `blockedWords` for an empty or too long word, or too many.
 */
export function blockedWordsOf(words: readonly string[]): string[] {
  const kept = new Set<string>();
  for (const word of words) {
    const clean = word.trim().replace(/\s+/g, ' ').toLowerCase();
    if (!clean || clean.length > BLOCKED_WORDS.length)
      throw new AppError('BAD_USER_INPUT', `Each blocked word has 1 to ${BLOCKED_WORDS.length} characters.`, {
        field: 'blockedWords',
      });
    kept.add(clean);
  }
  if (kept.size > BLOCKED_WORDS.max)
    throw new AppError('BAD_USER_INPUT', `At most ${BLOCKED_WORDS.max} blocked words.`, {
      field: 'blockedWords',
    });
  return [...kept];
}

/** The marketplace settings: read by anyone's unit of work, changed by admins (audited). */
export class MarketplaceSettingsService {
  constructor(
    private readonly audit: AuditLog,
    private readonly uow: UnitOfWork,
  ) {}

  /** The settings as `em` sees them (in a transaction, as of its snapshot). */
  async read(em: EntityManager): Promise<MarketplaceSettings> {
    return (
      (await em.findOne(MarketplaceSettings, { id: SETTINGS_ROW })) ??
      // the migration creates the row; this answers the defaults should it ever be missing
      em.create(MarketplaceSettings, {}, { persist: false })
    );
  }

  /** Changes the given settings; an actual change is audited as `settings.updated` (before/after). */
  update(actor: Actor, input: MarketplaceSettingsInput): Promise<MarketplaceSettings> {
    const adminId = requireViewer(actor).id;
    const blocked = input.blockedWords ? blockedWordsOf(input.blockedWords) : null;
    return this.uow.run(actor, async (tx) => {
      let settings = await tx.em.findOne(
        MarketplaceSettings,
        { id: SETTINGS_ROW },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!settings) {
        settings = tx.em.create(MarketplaceSettings, {});
      }
      const before: AuditValues = {};
      const after: AuditValues = {};
      if (input.partnerApproval && input.partnerApproval !== settings.partnerApproval) {
        before.partnerApproval = settings.partnerApproval;
        after.partnerApproval = input.partnerApproval;
        settings.partnerApproval = input.partnerApproval;
      }
      const required = input.verificationRequiredToQuote;
      if (typeof required === 'boolean' && required !== settings.verificationRequiredToQuote) {
        before.verificationRequiredToQuote = settings.verificationRequiredToQuote;
        after.verificationRequiredToQuote = required;
        settings.verificationRequiredToQuote = required;
      }
      if (blocked && blocked.join('\n') !== settings.blockedWords.join('\n')) {
        before.blockedWords = settings.blockedWords.join(', ');
        after.blockedWords = blocked.join(', ');
        settings.blockedWords = blocked;
      }
      if (Object.keys(after).length === 0) return settings;
      settings.updatedAt = new Date();
      settings.updatedById = adminId;
      this.audit.record(tx, {
        action: 'settings.updated',
        subjectType: AuditSubject.SETTINGS,
        subjectId: SETTINGS_SUBJECT_ID,
        before,
        after,
      });
      await tx.em.flush();
      return settings;
    });
  }
}
