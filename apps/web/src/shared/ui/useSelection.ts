import { useCallback, useEffect, useState } from 'react';

/**
 * Multi-select over a list's ids (the batch bar's selection). A change in any of `resetOn` (filter,
 * folder, search, page, sort) is a new view and starts an empty selection.
 */
export function useSelection(resetOn: readonly unknown[]) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's view values are the dependencies; any change empties the selection
  useEffect(() => setSelected(new Set()), resetOn);
  const toggle = useCallback(
    (id: string) =>
      setSelected((s) => {
        const next = new Set(s);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const selectAll = useCallback((ids: string[]) => setSelected(new Set(ids)), []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, toggle, selectAll, clear };
}
