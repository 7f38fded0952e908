import { useLocation, useParams, useSearchParams } from 'react-router';
import { useUser } from '../../../shared/api/user-info';
import { InviteLanding } from '../components/InviteLanding';

/** /s/:code and /invite/space?inviteCode=: the invitation landing, signed in or not. */
export default function SpaceInvitePage() {
  const { code } = useParams();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const { user } = useUser();
  return <InviteLanding code={(code ?? params.get('inviteCode') ?? '').trim()} signedIn={!!user && user.status !== 'guest'} here={pathname + search} />;
}
