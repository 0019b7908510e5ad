import { useState } from 'react';

import { errorDetails } from './error-messages';

/**
 * The state of a dialog asking for a reason: the text, its error and the form's error. `fail`
 * puts a refusal at the reason when it names that field, else above the form; `reset` clears all.
 */
export function useReasonForm() {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  return {
    reason,
    setReason,
    reasonError,
    setReasonError,
    formError,
    reset: () => {
      setReason('');
      setReasonError(undefined);
      setFormError(undefined);
    },
    fail: (error: unknown) => {
      const [first] = errorDetails(error);
      if (first?.field === 'reason') setReasonError(first.message);
      else setFormError(first?.message);
    },
  };
}
