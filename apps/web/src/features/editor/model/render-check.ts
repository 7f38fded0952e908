import { estimateVideoSeconds, type TimelineDoc, validateTimeline } from '@framecast/timeline';

/** Why the document cannot render yet, each named on its scene (spec 001 §5: script text required). */
export interface RenderProblem {
  /** 0-based scene, or null for the whole video. */
  scene: number | null;
  /** i18n key under editor.problems, with its values. */
  key: string;
  params?: Record<string, number>;
}

const SCENE = /^scenes\[(\d+)\]/;
const KEY_OF_RULE: Record<string, string> = { unspeakable: 'unspeakable', 'empty-scene': 'emptyScene', 'layer-timing': 'layerTiming', 'too-long': 'tooLong' };

/** Every problem of the document against the schema's rules and the plan's longest video. */
export function renderProblems(doc: TimelineDoc, maxSeconds: number): RenderProblem[] {
  const problems: RenderProblem[] = validateTimeline(doc).map((issue) => {
    const m = SCENE.exec(issue.path);
    return { scene: m ? Number(m[1]) : null, key: KEY_OF_RULE[issue.rule ?? ''] ?? 'other' };
  });
  const seconds = estimateVideoSeconds(doc);
  if (seconds > maxSeconds) problems.push({ scene: null, key: 'planLength', params: { seconds: maxSeconds } });
  // One line per scene and rule is enough to find it.
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(`${p.scene}:${p.key}`) && seen.add(`${p.scene}:${p.key}`));
}
