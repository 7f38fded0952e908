import { type Clip, parseClip } from '@framecast/timeline';

/**
 * The last clip copied in this tab, kept as the text the system clipboard also gets: pasting prefers the
 * system clipboard (a clip copied in another tab), and falls back to this when the browser will not let
 * the page read it.
 */
let held: string | null = null;

/** How long a paste waits for the browser's clipboard before using the clip held here. */
const READ_WAIT_MS = 400;

export function holdClip(clip: Clip): void {
  held = JSON.stringify(clip);
  navigator.clipboard?.writeText(held).catch(() => {
    // Denied or unfocused: the clip held in memory still pastes here.
  });
}

/** The clip in `text` when it is one, else the held one, else null. */
export function pickClip(text: string | null, inMemory: string | null = held): Clip | null {
  for (const candidate of [text, inMemory]) {
    if (!candidate) continue;
    try {
      return parseClip(candidate);
    } catch {
      // Not a Framecast clip (plain text copied since): try the next.
    }
  }
  return null;
}

async function systemText(): Promise<string | null> {
  if (!navigator.clipboard?.readText) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), READ_WAIT_MS));
  return Promise.race([navigator.clipboard.readText().catch(() => null), timeout]);
}

/** The clip to paste now, or null when there is none. */
export async function clipToPaste(): Promise<Clip | null> {
  return pickClip(await systemText());
}
