import classes from './SkipLink.module.css';

export const mainContentId = 'main-content';

export function SkipLink() {
  return (
    <a className={classes.skipLink} href={`#${mainContentId}`}>
      Skip to content
    </a>
  );
}
