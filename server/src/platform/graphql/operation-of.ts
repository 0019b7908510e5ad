import { getOperationAST, type DocumentNode, type OperationDefinitionNode } from 'graphql';

const operations = new WeakMap<DocumentNode, Map<string, OperationDefinitionNode | null>>();

/**
 * `getOperationAST`, found once per document and operation name: a parsed document is cached
 * per distinct text (`cachedParse`), and a websocket operation asks for its operation when it is
 * prepared, run and started.
 */
export function operationOf(
  document: DocumentNode,
  operationName: string | null | undefined,
): OperationDefinitionNode | null {
  let byName = operations.get(document);
  if (!byName) {
    byName = new Map();
    operations.set(document, byName);
  }
  const key = operationName ?? '';
  let operation = byName.get(key);
  if (operation === undefined) {
    operation = getOperationAST(document, operationName) ?? null;
    byName.set(key, operation);
  }
  return operation;
}
