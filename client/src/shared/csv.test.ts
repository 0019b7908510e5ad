import { describe, expect, it } from 'vitest';

import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(
      toCsv(
        ['state', 'wires'],
        [
          ['Wuse, Abuja', 2],
          ['=cmd', -1],
          ['say "hi"', null],
        ],
      ),
    ).toBe('state,wires\r\n"Wuse, Abuja",2\r\n\'=cmd,-1\r\n"say ""hi""",\r\n');
  });
});
