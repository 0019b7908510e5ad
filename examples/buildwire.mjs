// What every example shares: the server and token from the environment, one GraphQL request
// over HTTP, and one JSON line per result on stdout (for the program reading the output).

export const base = process.env.BUILDWIRE_URL ?? 'http://localhost:4000';
export const token = process.env.BUILDWIRE_TOKEN;

/** Exits with `hint` when no token is set. */
export function requireToken(hint) {
  if (token) return token;
  console.error(hint);
  process.exit(1);
}

/** One JSON line on stdout. */
export function emit(value) {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

/** One GraphQL request over HTTP; throws with the server's code and message on an error. */
export async function graphql(query, variables) {
  const response = await fetch(new URL('/graphql', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) {
    const [error] = body.errors;
    const where = error.extensions?.field ? ` (at ${error.extensions.field})` : '';
    const retry = response.headers.get('retry-after');
    const failure = new Error(
      `${error.extensions?.code ?? response.status}: ${error.message}${where}${retry ? `; retry after ${retry} s` : ''}`,
    );
    failure.extensions = error.extensions ?? {};
    throw failure;
  }
  return body.data;
}
