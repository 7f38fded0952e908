import { Outlet } from 'react-router';
import { useRouteTitle } from '../useRouteTitle';

/** Pages without the app shell: sign-in, legal, questionnaire, ban, mobile entry. */
export default function BareLayout() {
  useRouteTitle();
  return <Outlet />;
}
