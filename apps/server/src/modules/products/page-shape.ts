import { Parser } from 'htmlparser2';

/**
 * Reading a page (cheerio's selectors, Readability) costs far more than linearly in how deeply its
 * elements nest: 300 nested <div> took seconds, 1,000 took minutes. No shop nests anywhere near this
 * deep, so a page past these limits is refused before it is read. Counted with htmlparser2 — the parser
 * linkedom (Readability's DOM) uses, so depth here is depth there — in one streaming pass that stops at
 * the first limit crossed, at a cost linear in the page.
 */
export const PAGE_LIMITS = { maxDepth: 200, maxElements: 200_000 };

export type PageShapeRefusal = 'too_deep' | 'too_many_elements';

const CHUNK = 64 * 1024;

export function pageShapeRefusal(html: string, limits = PAGE_LIMITS): PageShapeRefusal | null {
  let depth = 0;
  let elements = 0;
  let refusal: PageShapeRefusal | null = null;
  const parser = new Parser(
    {
      onopentag() {
        depth++;
        elements++;
        if (depth > limits.maxDepth) refusal ??= 'too_deep';
        else if (elements > limits.maxElements) refusal ??= 'too_many_elements';
      },
      // Also called for void elements and for the ones a later tag or the end closes implicitly.
      onclosetag() {
        depth--;
      },
    },
    { decodeEntities: false },
  );
  for (let at = 0; at < html.length && !refusal; at += CHUNK) parser.write(html.slice(at, at + CHUNK));
  if (!refusal) parser.end();
  return refusal;
}
