import { useHotkeys } from '@mantine/hooks';
import { usePlayKey } from '../hooks/usePlayKey';
import { useTimelineActions } from './actions';

/** Text is selected on the page: copy and cut are the browser's, not the timeline's. */
const selectingText = () => {
  const selection = window.getSelection();
  return selection !== null && !selection.isCollapsed && selection.toString().trim() !== '';
};

/**
 * The timeline's keys (mantine's useHotkeys leaves inputs alone): Space plays and pauses, S splits at
 * the playhead, mod+C / X / V copy, cut and paste the selected layer (the scene when none is), mod+D
 * duplicates (instead of the browser's bookmark).
 */
export function useTimelineHotkeys() {
  usePlayKey();
  const actions = useTimelineActions();
  const clipboardKey = (run: () => void) => (event: KeyboardEvent) => {
    if (selectingText()) return;
    event.preventDefault();
    run();
  };
  useHotkeys([
    ['S', actions.split],
    ['mod+C', clipboardKey(actions.copy), { preventDefault: false }],
    ['mod+X', clipboardKey(actions.cut), { preventDefault: false }],
    ['mod+V', clipboardKey(() => void actions.paste()), { preventDefault: false }],
    ['mod+D', actions.duplicate],
  ]);
}
