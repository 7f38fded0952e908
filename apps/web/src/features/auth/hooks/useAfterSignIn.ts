import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterLoginPath } from '../../../shared/session/callback';

/**
 * Go where the visitor was headed: `?redirect=`, else the stored callback, else /home (spec 000
 * §2.13 rule 6). Runs once per screen: the stored callback is consumed by the first call.
 */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const done = useRef(false);
  return useCallback(() => {
    if (done.current) return;
    done.current = true;
    navigate(afterLoginPath(search), { replace: true });
  }, [navigate, search]);
}
