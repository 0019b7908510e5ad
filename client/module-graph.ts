/**
 * What `roots` reach through `next` (static imports, a chunk's imports), the roots included. The
 * build's chunking (route-chunks.ts), its route preloads (route-preloads.ts) and the bundle budget
 * test all walk their graphs with it.
 */
export function staticClosure(
  next: (id: string) => readonly string[],
  roots: readonly string[],
): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...next(id));
  }
  return seen;
}
