import { isEmail } from 'class-validator';
import type { Actor } from '../common/actor.js';
import { AppError } from '../common/errors.js';
import { Role } from '../common/role.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import type { AuditLog } from '../audit/audit.service.js';
import { AuditSubject } from '../audit/audit.entity.js';
import type { AddMemberInput, AddMemberLine, AddMembersResult } from './add-members.types.js';
import type { EmailLinks } from './email-links.js';
import { LIMITS } from './member.inputs.js';
import { normalizeEmail, type MemberService } from './member.service.js';

/** The most lines one `addMembers` takes. */
export const MAX_ADDED_AT_ONCE = 200;

type Refusal = Pick<AddMemberLine, 'code' | 'field' | 'message'>;

const refusal = (field: string, message: string, code = 'BAD_USER_INPUT'): Refusal => ({
  code,
  field,
  message,
});

/**
 * An admin adds accounts by email, name and role. Each line is its own unit of work, so a bad
 * line (malformed, repeated in the paste, or an existing account) is reported while the good ones
 * are added; each added account is audited (`member.added`) and emailed a sign-in link.
 */
export class AddMembersService {
  constructor(
    private readonly members: MemberService,
    private readonly emailLinks: EmailLinks,
    private readonly audit: AuditLog,
    private readonly uow: UnitOfWork,
  ) {}

  async addMembers(actor: Actor, inputs: AddMemberInput[]): Promise<AddMembersResult> {
    if (inputs.length === 0 || inputs.length > MAX_ADDED_AT_ONCE) {
      throw new AppError('BAD_USER_INPUT', `Add between 1 and ${MAX_ADDED_AT_ONCE} accounts at a time.`, {
        field: 'input',
      });
    }
    const seen = new Map<string, number>();
    const lines: AddMemberLine[] = [];
    for (const [index, input] of inputs.entries()) {
      const line = index + 1;
      const email = input.email.trim();
      const base = { line, email, added: false, member: null, code: null, field: null, message: null };
      const problem = this.check(input, seen.get(normalizeEmail(email)));
      seen.set(normalizeEmail(email), seen.get(normalizeEmail(email)) ?? line);
      if (problem) {
        lines.push({ ...base, ...problem });
        continue;
      }
      try {
        const member = await this.uow.run(actor, async (tx) => {
          const created = await this.members.createMember(tx.em, {
            email,
            displayName: input.displayName.trim(),
            role: input.role,
            password: null,
          });
          this.audit.record(tx, {
            action: 'member.added',
            subjectType: AuditSubject.MEMBER,
            subjectId: created.id,
            after: { email: created.email, displayName: created.displayName, role: created.role },
          });
          this.emailLinks.sendSignInLink(tx, created, 'ADDED');
          return created;
        });
        lines.push({ ...base, added: true, member });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        lines.push({ ...base, code: error.code, field: error.field ?? null, message: error.message });
      }
    }
    const added = lines.filter((l) => l.added).length;
    return { added, failed: lines.length - added, lines };
  }

  /** Why a line cannot be added before trying (null: try it); `firstLine` is where its email came before. */
  private check(input: AddMemberInput, firstLine: number | undefined): Refusal | null {
    const email = normalizeEmail(input.email);
    if (!email) return refusal('email', 'Enter an email address.');
    if (email.length > LIMITS.email || !isEmail(email)) {
      return refusal('email', `"${input.email.trim().slice(0, 60)}" is not a valid email address.`);
    }
    if (firstLine !== undefined) return refusal('email', `This email is already on line ${firstLine}.`);
    const name = input.displayName.trim();
    if (!name) return refusal('displayName', 'Enter a name.');
    if (name.length > LIMITS.displayName) {
      return refusal('displayName', `A name has at most ${LIMITS.displayName} characters.`);
    }
    if (input.role === Role.PARTNER) {
      return refusal(
        'role',
        'Partners sign up with their business at /partners/signup (an admin then approves them). Add this person as a member, or send them that link.',
      );
    }
    return null;
  }
}
