import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';

/**
 * The answers the server put in the page's HTML (server/src/platform/web/spa-embed.ts): the page's first
 * query, run for this viewer when the HTML was made. Written into Apollo's cache before the view's
 * first render, so the page shows them without a round trip after its scripts.
 */
type EmbeddedAnswer = { operationName: string; variables: Record<string, unknown>; data: unknown };

const ELEMENT_ID = 'bw-embedded';
let answers: EmbeddedAnswer[] | undefined;

function embeddedAnswers(): EmbeddedAnswer[] {
  if (answers) return answers;
  answers = [];
  if (typeof document === 'undefined') return answers;
  const element = document.getElementById(ELEMENT_ID);
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : [];
    if (Array.isArray(parsed)) answers = parsed as EmbeddedAnswer[];
  } catch {
    // a page without (or with a damaged) block: the views ask the server as usual
  }
  element?.remove();
  return answers;
}

/** JSON with object keys sorted, so variables compare by value whatever their keys' order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/**
 * Answers written into the cache whose view has not read them again yet. Kept here, not in the
 * view's state: a first render that suspends (a lazy child) is thrown away with its state, and the
 * retry must still know that its data came from the page.
 */
const unrefreshed = new Set<string>();

function keyOf(query: DocumentNode, variables: OperationVariables | undefined): string {
  const operation = query.definitions.find((d) => d.kind === 'OperationDefinition');
  const name = operation && 'name' in operation ? operation.name?.value : undefined;
  return `${name} ${canonical(variables ?? {})}`;
}

/** The view read the query again after its embedded answer (use-live-query.ts). */
export function embeddedAnswerRefreshed(
  query: DocumentNode,
  variables: OperationVariables | undefined,
): void {
  unrefreshed.delete(keyOf(query, variables));
}

/**
 * Writes the page's embedded answer for this query and these variables into the cache, once (a
 * later visit of the view, after navigating, asks the server). Returns whether the view's data came
 * from the page and has not been read again since.
 */
export function restoreEmbeddedAnswer(
  client: ApolloClient,
  query: DocumentNode,
  variables: OperationVariables | undefined,
): boolean {
  const key = keyOf(query, variables);
  if (unrefreshed.has(key)) return true;
  const list = embeddedAnswers();
  const index = list.findIndex((a) => `${a.operationName} ${canonical(a.variables)}` === key);
  if (index < 0) return false;
  const [answer] = list.splice(index, 1);
  try {
    client.writeQuery({ query, variables, data: answer!.data as never });
    unrefreshed.add(key);
    return true;
  } catch {
    return false;
  }
}

/** Tests: forget what was read, so the next call reads the document again. */
export function resetEmbeddedAnswers(): void {
  answers = undefined;
  unrefreshed.clear();
}
