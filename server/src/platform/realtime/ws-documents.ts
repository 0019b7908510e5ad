import {
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationRule,
} from 'graphql';

/** How many distinct operation texts the websocket server keeps parsed (least recently used go). */
const MAX_DOCUMENTS = 500;

/**
 * The WebSocket transport's `parse`: one shared, immutable AST per distinct operation text, instead of one per
 * subscription. Thousands of clients subscribe with the same few documents, and an AST is
 * several kilobytes each subscription would otherwise hold for its whole life.
 */
export function cachedParse(parseOptions: ParseOptions = {}): typeof parse {
  const documents = new Map<string, DocumentNode>();
  return (source, options) => {
    if (typeof source !== 'string' || options) return parse(source, { ...parseOptions, ...options });
    let document = documents.get(source);
    if (document) {
      documents.delete(source);
    } else {
      document = parse(source, parseOptions);
      if (documents.size >= MAX_DOCUMENTS) documents.delete(documents.keys().next().value as string);
    }
    documents.set(source, document);
    return document;
  };
}

/**
 * The WebSocket transport's `validate`: a shared document (see `cachedParse`) is validated once per schema, by
 * graphql-js' rules and `extraRules` (the query limits).
 */
export function cachedValidate(extraRules: readonly ValidationRule[] = []): typeof validate {
  const allRules = [...specifiedRules, ...extraRules];
  const results = new WeakMap<DocumentNode, { schema: GraphQLSchema; errors: readonly GraphQLError[] }>();
  return (schema, document, rules, options, typeInfo) => {
    if (rules || options || typeInfo) return validate(schema, document, rules, options, typeInfo);
    const known = results.get(document);
    if (known?.schema === schema) return known.errors;
    const errors = validate(schema, document, allRules);
    results.set(document, { schema, errors });
    return errors;
  };
}
