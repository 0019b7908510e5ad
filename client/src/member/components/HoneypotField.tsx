import classes from './HoneypotField.module.css';

type HoneypotFieldProps = { value: string; onChange: (value: string) => void; name?: string; label?: string };

/** A field people never see or reach; bots that fill every input give themselves away (SPEC §5). */
export function HoneypotField({ value, onChange, name = 'website', label = 'Website' }: HoneypotFieldProps) {
  return (
    <div className={classes.honeypot} aria-hidden="true">
      <label htmlFor={`bw-${name}`}>{label}</label>
      <input
        id={`bw-${name}`}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
