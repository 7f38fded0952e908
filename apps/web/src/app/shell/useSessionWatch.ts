import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSigningOut } from '../../shared/api/logout';
import { storeLoginCallback } from '../../shared/session/callback';
import { getToken, useToken } from '../../shared/storage/token';
import { useRouteHandle } from '../../shared/ui/useRouteHandle';

/**
 * When the session ends while a protected page is open (signed out in another tab, token cleared
 * by a failed call), go back to sign-in and come back here afterwards.
 */
export function useSessionWatch() {
  const token = useToken();
  const handle = useRouteHandle();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    const onFocus = () => getToken();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);

  useEffect(() => {
    if (token || !handle?.meta.auth || isSigningOut()) return;
    storeLoginCallback(location.pathname + location.search);
    navigate('/login', { replace: true });
  }, [token, handle, navigate, location.pathname, location.search]);
}
