import { Matches, IsOptional } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';

/** A decimal string with at most 12 integer and 2 fraction digits (numeric(14,2)). */
export const DECIMAL = /^\d{1,12}(\.\d{1,2})?$/;
export const CURRENCY = /^[A-Z]{3}$/;
export const DECIMAL_MESSAGE = 'Enter an amount such as 1500 or 1500.50.';
export const CURRENCY_MESSAGE = 'Use a three-letter ISO 4217 currency code, such as NGN.';

/** "1500" → "1500.00", as PostgreSQL's numeric(14,2) gives it back. */
export function toDecimal(value: string): string {
  return Number(value).toFixed(2);
}

/** A `numeric(14,2)` amount (`DECIMAL`) in cents, exactly. */
export function cents(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  return BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
}

/** Cents → a `numeric(14,2)` decimal string (`150050n` → "1500.50"); never negative here. */
export function fromCents(value: bigint): string {
  return `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
}

/**
 * A `numeric(14,2)` amount as people read it in a sentence (an email, a notification):
 * "372000.00" NGN → "NGN 372,000.00". Exact (the digits are grouped, never turned into a float).
 */
export function spokenMoney(amount: string, currency: string): string {
  const [whole = '0', fraction = ''] = amount.trim().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency} ${grouped}.${(fraction + '00').slice(0, 2)}`;
}

/** The largest amount a `numeric(14,2)` column holds, in cents. */
export const MAX_CENTS = 99_999_999_999_999n;

@ObjectType('Money', { description: 'An amount as a decimal string ("1500.00") and an ISO 4217 currency.' })
export class Money {
  @Field(() => String, {
    description:
      'A decimal string in the currency\'s major unit with two fraction digits, such as "1500.00".',
  })
  amount!: string;

  @Field(() => String, { description: 'A three-letter ISO 4217 currency code, such as "NGN".' })
  currency!: string;
}

@InputType('MoneyInput', { description: 'An amount and its currency.' })
export class MoneyInput {
  @Field(() => String, {
    description:
      'A decimal string in the currency\'s major unit: up to 12 integer and 2 fraction digits, such as "1500" or "1500.50".',
  })
  @Matches(DECIMAL, { message: DECIMAL_MESSAGE })
  amount!: string;

  @Field(() => String, {
    nullable: true,
    description: "A three-letter ISO 4217 currency code; the marketplace's configured currency when omitted.",
  })
  @IsOptional()
  @Matches(CURRENCY, { message: CURRENCY_MESSAGE })
  currency?: string | null;
}
