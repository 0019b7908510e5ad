import { getMetadataStorage, validateOrReject, type ValidatorOptions } from 'class-validator';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';

/**
 * type-graphql's argument validation (class-validator, with the options type-graphql would pass:
 * the schema's, missing properties skipped), without the calls that cannot find anything: an
 * argument class without a single constraint (`PageArgs`, on every list) is not handed to
 * class-validator, which would look its constraints up again on every request to find none.
 * Constraints are registered by the decorators as the classes load, so each class is asked once.
 */
export function argumentValidator(options: ValidatorOptions): ValidatorFn {
  const validatorOptions: ValidatorOptions = { ...options, skipMissingProperties: true };
  const constrained = new WeakMap<object, boolean>();
  const hasConstraints = (value: object): boolean => {
    const type = value.constructor;
    let known = constrained.get(type);
    if (known === undefined) {
      const found = getMetadataStorage().getTargetValidationMetadatas(
        type,
        undefined as unknown as string,
        validatorOptions.always ?? false,
        validatorOptions.strictGroups ?? false,
        validatorOptions.groups,
      );
      known = found.length > 0;
      constrained.set(type, known);
    }
    return known;
  };
  // what type-graphql validates: objects (input and args classes), and the objects of a list
  const needsCheck = (value: unknown): value is object =>
    value !== null && typeof value === 'object' && hasConstraints(value);
  return (value: unknown) => {
    const checked = Array.isArray(value) ? value.filter(needsCheck) : needsCheck(value) ? [value] : [];
    if (!checked.length) return;
    return Promise.all(checked.map((item) => validateOrReject(item, validatorOptions))).then(
      () => undefined,
      (errors: ConstructorParameters<typeof ArgumentValidationError>[0]) => {
        throw new ArgumentValidationError(errors);
      },
    );
  };
}
