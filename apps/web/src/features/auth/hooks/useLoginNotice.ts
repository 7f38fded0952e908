import { useEffect, useState } from 'react';
import { setLoginNotice, useNoticeStore } from '../../../shared/session/notice-store';

/** Take the pending sign-in notice (shown once on this screen). */
export function useLoginNotice(): string | null {
  const live = useNoticeStore((s) => s.loginNotice);
  const [notice, setNotice] = useState<string | null>(live);
  useEffect(() => {
    if (!live) return;
    setNotice(live);
    setLoginNotice(null);
  }, [live]);
  return notice;
}
