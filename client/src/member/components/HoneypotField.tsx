import classes from './HoneypotField.module.css';

type HoneypotFieldProps = { value: string; onChange: (value: string) => void };

/** A field people never see or reach; bots that fill every input give themselves away (SPEC §5). */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <div className={classes.honeypot} aria-hidden="true">
      <label htmlFor="bw-website">Website</label>
      <input
        id="bw-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
