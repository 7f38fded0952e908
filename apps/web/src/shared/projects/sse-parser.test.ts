import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('createSseParser', () => {
  it('reads named events with ids and JSON data', () => {
    const p = createSseParser();
    const events = p.feed('retry: 3000\n\nevent: project\nid: a1\ndata: {"id":"a1","progress":42}\n\n');
    expect(events).toEqual([{ event: 'project', id: 'a1', data: '{"id":"a1","progress":42}' }]);
    expect(JSON.parse(events[0]!.data)).toEqual({ id: 'a1', progress: 42 });
  });

  it('joins events split across chunks anywhere, even inside a line', () => {
    const p = createSseParser();
    const text = 'event: project\ndata: {"a":1}\n\nevent: project\ndata: {"b":2}\n\n';
    const out = [];
    for (const ch of text) out.push(...p.feed(ch));
    expect(out.map((e) => e.data)).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('accepts \\r\\n and \\r line ends, also a \\r\\n split between chunks', () => {
    const p = createSseParser();
    expect(p.feed('data: one\r\n\r\ndata: two\r\rdata: three\r')).toEqual([
      { event: 'message', data: 'one' },
      { event: 'message', data: 'two' },
    ]);
    expect(p.feed('\n\r\n')).toEqual([{ event: 'message', data: 'three' }]);
  });

  it('skips comments and keep-alives, and does not dispatch an event without data', () => {
    const p = createSseParser();
    expect(p.feed(': keep-alive\n\nevent: project\n\n: another\n\n')).toEqual([]);
    // The unused event name does not leak into the next event.
    expect(p.feed('data: x\n\n')).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('joins multi-line data with \\n and drops only one leading space', () => {
    const p = createSseParser();
    expect(p.feed('data:first\ndata:  second\ndata\n\n')).toEqual([{ event: 'message', data: 'first\n second\n' }]);
  });

  it('waits for the blank line before dispatching', () => {
    const p = createSseParser();
    expect(p.feed('id: 7\ndata: a\n')).toEqual([]);
    expect(p.feed('\ndata: b\n\n')).toEqual([
      { event: 'message', data: 'a', id: '7' },
      { event: 'message', data: 'b' },
    ]);
  });
});
