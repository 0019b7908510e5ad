import { errorDetails, type ErrorCode } from './error-messages';

export type FormErrors = { formError?: string; fieldErrors: Record<string, string> };

/** Codes that always concern one known input, even when the server names no field. */
const defaultFieldForCode: Partial<Record<ErrorCode, string>> = {
  EMAIL_ALREADY_IN_USE: 'email',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS: 'password',
};

/**
 * Turns an Apollo error into sentences for a form: at the input named by `extensions.field` when the
 * form has it, otherwise at the form. `fieldAliases` maps server input names to the form's own names.
 */
export function toFormErrors(
  error: unknown,
  formFields: readonly string[] = [],
  fieldAliases: Record<string, string> = {},
): FormErrors {
  const result: FormErrors = { fieldErrors: {} };
  const formMessages: string[] = [];
  const formFieldOf = (name: string | undefined) => {
    const aliased = name ? (fieldAliases[name] ?? name) : undefined;
    return aliased && formFields.includes(aliased) ? aliased : undefined;
  };
  for (const detail of errorDetails(error)) {
    // where the input is (a line of a list) when the form has that field, else its name
    const field =
      formFieldOf(detail.fieldPath) ??
      formFieldOf(detail.field ?? defaultFieldForCode[detail.code]) ??
      detail.field;
    if (field && formFields.includes(field) && !result.fieldErrors[field]) {
      result.fieldErrors[field] = detail.message;
    } else if (!formMessages.includes(detail.message)) {
      formMessages.push(detail.message);
    }
  }
  if (formMessages.length > 0) result.formError = formMessages.join(' ');
  return result;
}
