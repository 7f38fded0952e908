import { useEffect, useState } from 'react';

/**
 * A search box's text: what the user types now, committed (trimmed) once they pause for `delayMs`, and
 * replaced when the committed query changes from elsewhere (back button, a link).
 */
export function useSearchDraft(committed: string, commit: (q: string) => void, delayMs = 300) {
  const [draft, setDraft] = useState(committed);
  useEffect(() => setDraft(committed), [committed]);
  useEffect(() => {
    if (draft.trim() === committed) return;
    const timer = setTimeout(() => commit(draft.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [draft, committed, commit, delayMs]);
  return [draft, setDraft] as const;
}
