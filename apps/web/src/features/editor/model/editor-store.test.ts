import { addScene, applyBrandStyle, estimatedDurations, TimelineDoc, TIMELINE_VERSION } from '@framecast/timeline';
import { describe, expect, it } from 'vitest';
import { createEditorStore, timingsOf } from './editor-store';
import { takeKey } from './preview-speech';

const VOICE = 'espeak:en-us';
const doc = () =>
  TimelineDoc.parse({
    version: TIMELINE_VERSION,
    aspectRatio: '16:9',
    scenes: [
      { id: 'a', duration: 4, script: [{ id: 'l1', text: 'Hello there.', voice: VOICE }] },
      { id: 'b', duration: 6, script: [] },
    ],
  });

describe('the editor store in time', () => {
  it('seeks within the video and shows the scene under the playhead', () => {
    const store = createEditorStore(doc());
    store.getState().seek(5);
    expect(store.getState()).toMatchObject({ time: 5, sceneId: 'b' });
    store.getState().seek(99);
    expect(store.getState().time).toBe(10);
    store.getState().seek(-3);
    expect(store.getState()).toMatchObject({ time: 0, sceneId: 'a' });
  });

  it('moves the playhead to a chosen scene unless it is already inside it', () => {
    const store = createEditorStore(doc());
    store.getState().selectScene('b');
    expect(store.getState().time).toBe(4);
    store.getState().seek(7);
    store.getState().selectScene('b');
    expect(store.getState().time).toBe(7);
  });

  it('lays out measured speech over the estimates, and shares one layout per document', () => {
    const store = createEditorStore(doc());
    const estimated = estimatedDurations(store.getState().history.doc).l1!;
    expect(timingsOf(store.getState())[0]!.segments[0]!.speechEnd).toBeCloseTo(estimated);
    expect(timingsOf(store.getState())).toBe(timingsOf(store.getState()));
    const line = store.getState().history.doc.scenes[0]!.script[0]!;
    const take = { status: 'ready' as const, url: '/a.wav', seconds: 7.5, words: null, error: null, at: Date.now() };
    store.getState().setTakes({ [takeKey(line)]: take });
    const timings = timingsOf(store.getState());
    expect(timings[0]!.end).toBe(7.5);
    expect(timings[1]!.start).toBe(7.5);
    // A take is for the words it was made of: changed words are estimated again until their take comes.
    store.getState().change('words', (d) => void (d.scenes[0]!.script[0]!.text = 'Something else entirely.'));
    expect(timingsOf(store.getState())[0]!.end).toBe(4);
  });

  it('keeps the selection on a scene that still exists after an edit and an undo', () => {
    const store = createEditorStore(doc());
    let added = '';
    store.getState().change('add', (d) => void (added = addScene(d, { after: 1 })));
    store.getState().selectScene(added);
    store.getState().undo();
    expect(store.getState().sceneId).toBe('a');
  });
});

describe('the brand style in the editor', () => {
  it('applies as one step that one undo takes back and one redo puts again', () => {
    const start = TimelineDoc.parse({
      ...doc(),
      scenes: [{ id: 'a', layers: [{ type: 'text', id: 't', text: 'Big', size: 0.08 }], script: [] }],
    });
    const store = createEditorStore(start);
    store.getState().change('brand', (d) => applyBrandStyle(d, { palette: ['#112233', '#445566'], heading_font: 'DejaVu Serif', body_font: 'DejaVu Sans' }));
    const styled = store.getState().history.doc;
    expect(styled.scenes[0]!.layers[0]).toMatchObject({ font: 'DejaVu Serif', color: '#112233' });
    expect(styled.subtitles.highlight).toBe('#445566');
    store.getState().undo();
    expect(store.getState().history.doc).toEqual(start);
    store.getState().redo();
    expect(store.getState().history.doc).toEqual(styled);
  });
});
