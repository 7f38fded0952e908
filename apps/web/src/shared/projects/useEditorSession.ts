import { useCallback, useState } from 'react';

/**
 * Which editor the address shows, as a React key: opening another draft or "New video" mounts a fresh
 * editor (its state starts from the document), while the draft this editor has just created keeps it —
 * the id arriving in the address after a first save must not throw away what the user typed since.
 */
export function useEditorSession(id: string | null) {
  const [session, setSession] = useState({ key: 0, id, created: null as string | null });
  if (session.id !== id) {
    // Adjusting state while rendering (not in an effect) so the old editor never renders the new id.
    setSession((s) => ({ key: id !== null && id === s.created ? s.key : s.key + 1, id, created: s.created }));
  }
  const adopt = useCallback((created: string) => setSession((s) => ({ ...s, created })), []);
  return { key: session.key, adopt, adopted: id !== null && id === session.created };
}
