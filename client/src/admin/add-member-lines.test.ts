import { describe, expect, it } from 'vitest';

import { parseMemberLines } from './add-member-lines';

describe('parseMemberLines', () => {
  it('reads email, name and role per line, with member as the default role', () => {
    const drafts = parseMemberLines(
      'email, name, role\nada@example.com, Ada Obi, admin\n\nbola@example.com;Bola\n',
    );
    expect(drafts).toEqual([
      { line: 2, email: 'ada@example.com', displayName: 'Ada Obi', role: 'ADMIN' },
      { line: 4, email: 'bola@example.com', displayName: 'Bola', role: 'MEMBER' },
    ]);
  });

  it('flags a bad email, a repeat, a missing name, an unknown role and a partner', () => {
    const drafts = parseMemberLines(
      [
        'not-an-email, No One',
        'ada@example.com\tAda',
        'ADA@example.com, Ada again',
        'chi@example.com',
        'dan@example.com, Dan, boss',
        'eve@example.com, Eve, partner',
      ].join('\n'),
    );
    expect(drafts.map((d) => [d.line, d.problem ?? null])).toEqual([
      [1, '"not-an-email" is not an email address.'],
      [2, null],
      [3, 'This email is already on line 2.'],
      [4, 'No name: write "email, name, role".'],
      [5, 'Unknown role "boss": use member or admin.'],
      [6, 'Partners sign up themselves at /partners/signup.'],
    ]);
  });
});
