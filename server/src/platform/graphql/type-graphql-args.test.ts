import 'reflect-metadata';
import { execute, parse, type ExecutionResult } from 'graphql';
import { Arg, Query, Resolver, buildSchema, type ValidatorFn } from 'type-graphql';
import { describe, expect, it } from 'vitest';

/**
 * patches/type-graphql+*.patch: a resolver's arguments go through the validation function
 * (`validateFn`, ours is arg-validation.ts) without a promise when it answers at once, so a query
 * whose arguments need no check runs synchronously (docs/BENCHMARK.md, figure 1);
 * a check that answers with a promise is still awaited, and a refusal either way is the field's
 * error.
 */
@Resolver()
class PatchedArgsEcho {
  @Query(() => String, { description: 'The text it is given (a test of argument validation).' })
  patchedArgsEcho(@Arg('text', () => String) text: string): string {
    return text;
  }
}

const document = parse('{ patchedArgsEcho(text: "hi") }');
/** The schema with `validateFn` as its check (built first: `execute`'s own answer is what is read). */
const schemaWith = (validateFn: ValidatorFn) => buildSchema({ resolvers: [PatchedArgsEcho], validateFn });

describe("type-graphql's argument validation (patched)", () => {
  it('answers at once when the check does', async () => {
    let checked: unknown;
    const schema = await schemaWith((value) => {
      checked = value;
    });
    const result = execute({ schema, document });
    expect(result).not.toBeInstanceOf(Promise);
    expect(result).toEqual({ data: { patchedArgsEcho: 'hi' } });
    expect(checked).toBe('hi');
  });

  it('waits for a check that answers with a promise, and a refusal is the error either way', async () => {
    const later = execute({
      schema: await schemaWith(() => new Promise<void>((resolve) => setTimeout(resolve, 1))),
      document,
    });
    expect(later).toBeInstanceOf(Promise);
    expect(await later).toEqual({ data: { patchedArgsEcho: 'hi' } });

    const refusedLater = execute({
      schema: await schemaWith(async () => {
        throw new Error('not this text');
      }),
      document,
    }) as Promise<ExecutionResult>;
    expect((await refusedLater).errors?.map((e) => e.message)).toEqual(['not this text']);

    const refusedNow = execute({
      schema: await schemaWith(() => {
        throw new Error('not this text either');
      }),
      document,
    }) as ExecutionResult;
    expect(refusedNow).not.toBeInstanceOf(Promise);
    expect(refusedNow.errors?.map((e) => e.message)).toEqual(['not this text either']);
  });
});
