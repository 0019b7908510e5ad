import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';

import { mainContentId, SkipLink } from '../../shared/components/SkipLink';
import { AppHeader } from './AppHeader';
import classes from './PlainLayout.module.css';
import { SiteFooter } from './SiteFooter';

/** The phone menu (its links with their icons, the colour switch): fetched the first time it opens. */
const PhoneMenu = lazy(() => import('./PhoneMenu').then((m) => ({ default: m.PhoneMenu })));

/**
 * The class react-remove-scroll gives fixed elements to keep them in place while a modal locks the
 * page's scroll (`RemoveScroll.classNames.zeroRight`), written out so the first load does without it.
 */
const zeroRight = 'right-scroll-bar-position';

export function PlainLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <>
      <SkipLink />
      <header className={`${classes.header} ${zeroRight}`}>
        <AppHeader menuOpened={opened} onToggleMenu={toggle} withMainNav burgerHiddenFrom="md" />
      </header>
      {/* the phone menu exists only while open, so screen readers never meet the nav twice */}
      {opened && (
        <div className={classes.menu} id="app-navbar">
          <Suspense>
            <PhoneMenu onNavigate={close} />
          </Suspense>
        </div>
      )}
      <main className={classes.main} id={mainContentId} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
