import { z } from 'zod';
import { SCRIPT_PARTS, type ScriptPart, type ScriptSection, type ScriptVariant } from './types.js';

/**
 * A language model's answer read as scripts. Models asked for JSON still wrap it in ```json fences or
 * open with a sentence of prose, name parts in capitals, or add a part of their own; each variant and
 * section is read on its own, so one bad one costs itself, not the answer.
 */

const Section = z.object({ part: z.string(), text: z.string() });
const Variant = z.object({
  title: z.string().catch(''),
  angle: z.string().catch(''),
  sections: z.array(z.unknown()),
});
const Reply = z.union([z.object({ variants: z.array(z.unknown()) }).transform((r) => r.variants), z.array(z.unknown())]);

const PARTS = new Set<string>(SCRIPT_PARTS);

/** The JSON in a message: the whole of it, else inside a code fence, else from its first { or [ to the last } or ]. */
function jsonIn(content: string): unknown {
  const fenced = content.match(/```[a-z]*\s*\n?([\s\S]*?)```/i)?.[1];
  const start = content.search(/[{[]/);
  const end = Math.max(content.lastIndexOf('}'), content.lastIndexOf(']'));
  for (const candidate of [content, fenced, start >= 0 && end > start ? content.slice(start, end + 1) : undefined]) {
    if (!candidate?.trim()) continue;
    try {
      return JSON.parse(candidate);
    } catch {
      // try the next reading
    }
  }
  return undefined;
}

function sectionsOf(raw: unknown[]): ScriptSection[] {
  const out: ScriptSection[] = [];
  for (const item of raw) {
    const s = Section.safeParse(item);
    if (!s.success) continue;
    const part = s.data.part.trim().toLowerCase();
    const text = s.data.text.trim();
    if (PARTS.has(part) && text) out.push({ part: part as ScriptPart, text });
  }
  // The five parts are said in their order, whatever order the model wrote them in.
  return out.sort((a, b) => SCRIPT_PARTS.indexOf(a.part) - SCRIPT_PARTS.indexOf(b.part));
}

/** The usable variants in a message's content: those with at least one section left after cleaning. */
export function variantsIn(content: string): ScriptVariant[] {
  const reply = Reply.safeParse(jsonIn(content));
  if (!reply.success) return [];
  const out: ScriptVariant[] = [];
  for (const item of reply.data) {
    const v = Variant.safeParse(item);
    if (!v.success) continue;
    const sections = sectionsOf(v.data.sections);
    if (sections.length) out.push({ title: v.data.title.trim() || `Variant ${out.length + 1}`, angle: v.data.angle.trim(), sections });
  }
  return out;
}
