import { Anchor, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { RoleSignIn } from '../../member/components/RoleSignIn';
import { SocialSignInButtons } from '../../member/components/SocialSignInButtons';
import { safeReturnTo } from '../../session/return-to';
import { PreloadLink } from '../../shared/components/PreloadLink';

export function PartnerLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeReturnTo(params.get('returnTo'), '/partners/dashboard');
  return (
    <RoleSignIn
      title="Partner sign in"
      intro="Answer live wires from buyers and manage your catalogue."
      role="PARTNER"
      submitLabel="Sign in as partner"
      onSignedIn={() => navigate(returnTo, { replace: true })}
      aboveForm={<SocialSignInButtons returnTo={returnTo} from="/partners/login" />}
      emailLink
      returnTo={returnTo}
    >
      <Text size="sm" c="dimmed" ta="center">
        New to BuildWire?{' '}
        <Anchor component={PreloadLink} to="/partners/signup">
          Become a partner
        </Anchor>
      </Text>
    </RoleSignIn>
  );
}
