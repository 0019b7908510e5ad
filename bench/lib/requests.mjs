// HTTP requests the figures make: GraphQL over POST, and the posts that raise a wire event.
import { POST_WIRE, postWireInput } from './common.mjs';

export async function gql(url, query, variables, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors?.length) throw new Error(`GraphQL error: ${JSON.stringify(body.errors).slice(0, 400)}`);
  return body.data;
}

let postSeq = 0;
/** `postWire` on the real server as the signed-in poster; resolves with the wire's id. */
export const postReal = (baseUrl, cookie) =>
  gql(`${baseUrl}/graphql`, POST_WIRE, { input: postWireInput(`Bench post ${++postSeq}`) }, { cookie }).then(
    (d) => d.postWire.id,
  );
/** The plain graphql-ws baseline's POST /post; resolves with the wire's id. */
export const postPlain = (baseUrl) =>
  fetch(`${baseUrl}/post`, { method: 'POST' })
    .then((r) => r.json())
    .then((d) => d.data.postWire.id);
