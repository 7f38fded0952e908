import { useEffect } from 'react';
import { useUser } from '../../../shared/api/user-info';

/** A signed-in account (not a free trial) that opens a sign-in page goes straight on. */
export function useRedirectIfSignedIn(goOn: () => void) {
  const { user } = useUser();
  const signedIn = !!user && user.status !== 'guest';
  useEffect(() => {
    if (signedIn) goOn();
  }, [signedIn, goOn]);
}
