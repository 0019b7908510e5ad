import { Anchor, Tabs } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';

import { safeReturnTo } from '../../session/return-to';
import { useViewer } from '../../session/use-viewer';
import { PageSkeleton } from '../../shared/components/PageSkeleton';
import { PreloadLink } from '../../shared/components/PreloadLink';
import { withParam } from '../../shared/use-url-params';
import { AccountCardPage, BelowCardNote } from '../components/AccountCardPage';
import { SignInChoice } from '../components/SignInChoice';
import { SignUpForm } from '../components/SignUpForm';
import { SocialSignInButtons } from '../components/SocialSignInButtons';

export function WiresLoginPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { viewer, loading } = useViewer();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const tab = params.get('tab') === 'signup' ? 'signup' : 'signin';

  if (loading) return <PageSkeleton />;
  if (viewer) return <Navigate replace to={returnTo} />;

  const goOn = () => navigate(returnTo, { replace: true });

  return (
    <AccountCardPage
      title={tab === 'signup' ? 'Create your BuildWire account' : 'Sign in to BuildWire'}
      intro="Wire what you need and let approved partners answer with quotes."
      below={
        <BelowCardNote>
          Selling property or building materials?{' '}
          <Anchor component={PreloadLink} to="/partners/login">
            Partner sign in
          </Anchor>
        </BelowCardNote>
      }
    >
      <SocialSignInButtons returnTo={returnTo} from="/wires/login" />
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(withParam(params, 'tab', value === 'signup' ? 'signup' : null), { replace: true })
        }
      >
        <Tabs.List grow mb="md">
          <Tabs.Tab value="signin">Sign in</Tabs.Tab>
          <Tabs.Tab value="signup">Create account</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="signin">
          <SignInChoice onSignedIn={goOn} returnTo={returnTo} />
        </Tabs.Panel>
        <Tabs.Panel value="signup">
          <SignUpForm onSignedUp={goOn} initialEmail={params.get('email') ?? ''} />
        </Tabs.Panel>
      </Tabs>
    </AccountCardPage>
  );
}
