import { ArrayMinSize, IsOptional } from 'class-validator';
import { Field } from 'type-graphql';

/**
 * A list filter's `statuses`: only records in these statuses, an empty list refused (a caller
 * that wants every status leaves the field out). `statuses` is one of the domain's enums.
 */
export function StatusesField(statuses: object, description = 'Non-empty when given.'): PropertyDecorator {
  return (target, key) => {
    Field(() => [statuses], { nullable: true, description })(target, key);
    IsOptional()(target, key);
    ArrayMinSize(1, { message: 'Choose at least one status.' })(target, key);
  };
}

/** A list filter's `updatedSince`, for catching up with `orderBy: { field: UPDATED, direction: ASC }`. */
export function UpdatedSinceField(): PropertyDecorator {
  return (target, key) => {
    Field(() => Date, {
      nullable: true,
      description:
        'Only records whose updatedAt is at or after this instant (to the millisecond): to catch up, the updatedAt of the last one seen.',
    })(target, key);
    IsOptional()(target, key);
  };
}
