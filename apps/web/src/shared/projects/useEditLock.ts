import { LOCK_HEARTBEAT_S } from '@framecast/contract';
import { useEffect, useState } from 'react';
import { canIEdit, releaseEdit, releaseEditOnExit } from './edit-lock';

/**
 * The editing lock of the open draft (spec 000 §4: a draft another member is editing is locked with a
 * message). Asks on open and every `heartbeat_s` seconds, which keeps the lock while this editor has it
 * and takes it as soon as the other member is done; gives it up when the editor closes or the page goes.
 * `lockedBy` is the other member's nickname, '' when the caller may only look (a collaborator on a
 * teammate's draft: the server names no holder and takes no lock for them), null when free.
 */
export function useEditLock(id: string | null): { lockedBy: string | null } {
  const [held, setHeld] = useState<{ id: string; by: string | null } | null>(null);

  useEffect(() => {
    if (!id) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      let next = LOCK_HEARTBEAT_S;
      try {
        const answer = await canIEdit({ id });
        if (stopped) return;
        setHeld({ id, by: answer.can_edit ? null : (answer.editor_nickname ?? '') });
        next = answer.heartbeat_s;
      } catch {
        // Missed once: the next heartbeat tries again, the banner stays as it was.
      }
      if (!stopped) timer = setTimeout(() => void ask(), next * 1000);
    };
    void ask();
    const onExit = () => releaseEditOnExit({ id });
    window.addEventListener('pagehide', onExit);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('pagehide', onExit);
      void releaseEdit({ id }).catch(() => undefined);
    };
  }, [id]);

  return { lockedBy: held && held.id === id ? held.by : null };
}
