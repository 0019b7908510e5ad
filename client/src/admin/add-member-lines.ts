import type { Role } from '../gql/graphql';

/** One person to add, as typed or pasted; `problem` is what the browser already sees wrong. */
export type DraftMember = { line: number; email: string; displayName: string; role: Role; problem?: string };

const ROLE_WORDS: Record<string, Role> = {
  member: 'MEMBER',
  buyer: 'MEMBER',
  admin: 'ADMIN',
  administrator: 'ADMIN',
  partner: 'PARTNER',
  seller: 'PARTNER',
};

export const roleLabels: Record<Role, string> = { MEMBER: 'Member', ADMIN: 'Admin', PARTNER: 'Partner' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Reads pasted lines of `email, name, role` (commas, semicolons or tabs; the role may be left out
 * for a member). Blank lines and a header line are skipped; line numbers are the pasted ones.
 */
export function parseMemberLines(text: string): DraftMember[] {
  const drafts: DraftMember[] = [];
  const seen = new Map<string, number>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (!raw.trim()) return;
    const cells = raw.split(/[,;\t]/).map((cell) => cell.trim());
    const [email = '', displayName = '', roleWord = '', ...extra] = cells;
    if (drafts.length === 0 && /^e-?mail( address)?$/i.test(email)) return;
    const role = roleWord ? ROLE_WORDS[roleWord.toLowerCase()] : 'MEMBER';
    const draft: DraftMember = { line, email, displayName, role: role ?? 'MEMBER' };
    const key = email.toLowerCase();
    if (!EMAIL.test(email))
      draft.problem = email ? `"${email}" is not an email address.` : 'No email address.';
    else if (seen.has(key)) draft.problem = `This email is already on line ${seen.get(key)}.`;
    else if (!displayName) draft.problem = 'No name: write "email, name, role".';
    else if (!role) draft.problem = `Unknown role "${roleWord}": use member or admin.`;
    else if (extra.some(Boolean)) draft.problem = 'Too many parts: write "email, name, role".';
    else if (role === 'PARTNER') draft.problem = 'Partners sign up themselves at /partners/signup.';
    if (EMAIL.test(email) && !seen.has(key)) seen.set(key, line);
    drafts.push(draft);
  });
  return drafts;
}
