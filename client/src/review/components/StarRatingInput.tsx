import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId } from 'react';

import classes from './StarRatingInput.module.css';

const WORDS = ['', 'poor', 'fair', 'good', 'very good', 'excellent'];

type StarRatingInputProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
};

/**
 * 1 to 5 stars as a native radio group: Tab reaches it, the arrow keys choose (as in any radio
 * group), each star is named ("4 of 5 stars: very good") for screen readers.
 */
export function StarRatingInput({ label, value, onChange, error }: StarRatingInputProps) {
  const id = useId();
  return (
    <fieldset
      className={classes.group}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={classes.legend}>
        {label} <span aria-hidden="true">*</span>
      </legend>
      <div className={classes.stars}>
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} htmlFor={`${id}-${star}`}>
            <input
              id={`${id}-${star}`}
              className={classes.input}
              type="radio"
              name={id}
              value={star}
              checked={value === star}
              required
              onChange={() => onChange(star)}
              aria-label={`${star} of 5 stars: ${WORDS[star]}`}
            />
            <span className={classes.star} data-on={star <= value || undefined} aria-hidden="true">
              {star <= value ? <IconStarFilled size={28} /> : <IconStar size={28} />}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <div id={`${id}-error`} className={classes.error}>
          {error}
        </div>
      )}
    </fieldset>
  );
}
