import { describe, expect, it } from 'vitest';
import { TimelineDoc } from '../schema.js';
import { idMaker, idsInDoc } from './ids.js';
import { richDoc } from './test-docs.js';

describe('fresh ids', () => {
  it('name their kind and pass the schema', () => {
    const fresh = idMaker(richDoc());
    const ids = [fresh('scene'), fresh('layer'), fresh('segment')];
    expect(ids.map((id) => id.slice(0, 2))).toEqual(['s_', 'l_', 'g_']);
    for (const id of ids) expect(id).toMatch(/^[a-z]_[0-9a-z]{8}$/);
    const doc = richDoc();
    expect(() => TimelineDoc.parse({ ...doc, scenes: [{ ...doc.scenes[0], id: ids[0] }] })).not.toThrow();
  });

  it('differ from every id of the document and from each other, whatever the random source repeats', () => {
    const doc = TimelineDoc.parse({ ...richDoc(), scenes: [{ ...richDoc().scenes[0], id: 's_00000000' }] });
    // The source gives 0 for two whole ids, then counts: the first candidate is the document's, the second repeats it.
    let calls = 0;
    const random = () => (calls++ < 16 ? 0 : ((calls % 36) + 0.5) / 36);
    const fresh = idMaker(doc, random);
    const made = [fresh('scene'), fresh('scene'), fresh('scene')];
    expect(made).not.toContain('s_00000000');
    expect(new Set(made).size).toBe(3);
    expect(idsInDoc(doc)).toContain('seg1b');
    expect(idsInDoc(doc)).toContain('img');
  });
});
