import { Button, Skeleton } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useLocation } from 'react-router-dom';

import { PreloadLink } from '../../shared/components/PreloadLink';
import { lazyWhenIdle } from '../../shared/lazy-when-idle';
import { useViewer } from '../use-viewer';

const loadingAccount = (
  <Skeleton role="status" height={30} width={90} radius="xl" aria-label="Loading account" />
);

const SignedInMenu = lazyWhenIdle(() => import('./SignedInMenu').then((m) => m.SignedInMenu), loadingAccount);

export function AccountMenu() {
  const { viewer, loading } = useViewer();
  const location = useLocation();

  if (loading) return loadingAccount;
  if (!viewer) {
    const onLoginPage = location.pathname === '/wires/login';
    const returnTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <Button
        component={PreloadLink}
        to={onLoginPage ? '/wires/login' : `/wires/login?returnTo=${returnTo}`}
        size="sm"
        leftSection={<IconLogin size={16} aria-hidden="true" />}
      >
        Sign in
      </Button>
    );
  }

  return <SignedInMenu viewer={viewer} />;
}
