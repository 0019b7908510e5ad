import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';

import { toFormErrors } from '../form-errors';

/** What `useFormSubmit` needs of a Mantine form. */
type SubmittableForm<Values> = {
  onSubmit: (
    handler: (values: Values) => void | Promise<void>,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
  setErrors: (errors: Record<string, ReactNode>) => void;
};

/**
 * A form's submit handler: after the form's own checks pass it clears the last error and runs
 * `action` (a sentence it answers is the form's error, for refusals that come as data); what the server refuses goes beside the named `fields` (`aliases` maps a server field
 * to a form field; either may depend on the values sent) and the rest into `formError`, for a `FormShell` or `FormErrorAlert` to show.
 */
export function useFormSubmit<Values>(
  form: SubmittableForm<Values>,
  fields: readonly string[] | ((values: Values) => readonly string[]),
  action: (values: Values) => Promise<string | undefined | void>,
  aliases?: Record<string, string> | ((values: Values) => Record<string, string>),
) {
  const [formError, setFormError] = useState<string>();
  const submit = form.onSubmit(async (values) => {
    setFormError(undefined);
    try {
      const refusal = await action(values);
      if (refusal) setFormError(refusal);
    } catch (error) {
      const { formError: message, fieldErrors } = toFormErrors(
        error,
        typeof fields === 'function' ? fields(values) : fields,
        typeof aliases === 'function' ? aliases(values) : aliases,
      );
      form.setErrors(fieldErrors);
      setFormError(message);
    }
  });
  return { submit, formError, setFormError };
}
