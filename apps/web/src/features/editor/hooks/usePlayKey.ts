import { useHotkeys } from '@mantine/hooks';
import { useEditorApi } from '../model/editor-store';

/** Controls that Space presses for a keyboard user. */
const PRESSED_BY_SPACE =
  'button, a[href], [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="option"], [role="menuitem"]';

/**
 * Space plays and pauses the preview, except while typing (mantine's useHotkeys leaves inputs alone).
 * `leaveControls`: a focused button keeps its Space (the quick editor, where everything that takes focus is
 * a control of its own); the timeline's clips and scenes are buttons picked with the mouse, and Space plays
 * from them.
 */
export function usePlayKey({ leaveControls = false }: { leaveControls?: boolean } = {}) {
  const store = useEditorApi();
  useHotkeys([
    [
      'space',
      (event) => {
        if (leaveControls && event.target instanceof Element && event.target.closest(PRESSED_BY_SPACE)) return;
        event.preventDefault();
        store.getState().setPlaying(!store.getState().playing);
      },
      { preventDefault: false },
    ],
  ]);
}
