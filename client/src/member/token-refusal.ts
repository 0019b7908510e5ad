import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Why the server refused an emailed link's token (`extensions.reason`), or null for another error. */
export type TokenRefusal = 'INVALID' | 'EXPIRED' | 'USED';

export function tokenRefusalOf(error: unknown): TokenRefusal | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const graphQLError of error.errors) {
    const extensions = graphQLError.extensions ?? {};
    const reason = extensions.reason;
    if (extensions.field === 'token' && (reason === 'INVALID' || reason === 'EXPIRED' || reason === 'USED')) {
      return reason;
    }
  }
  return null;
}

/** A plain heading and sentence for each refusal; `what` names the link ("sign-in link"). */
export function refusalWords(
  reason: TokenRefusal,
  what: string,
  minutes: number,
): { title: string; text: string } {
  switch (reason) {
    case 'USED':
      return {
        title: 'This link was already used',
        text: `Each ${what} works only once, and this one has been used.`,
      };
    case 'EXPIRED':
      return {
        title: 'This link has expired',
        text: `A ${what} works for ${minutes} minutes, and this one is older.`,
      };
    case 'INVALID':
      return {
        title: 'This link is not valid',
        text: `We do not recognise this ${what}. It may have been cut short when it was copied: open it straight from the email.`,
      };
  }
}
