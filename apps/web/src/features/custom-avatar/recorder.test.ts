import { describe, expect, it } from 'vitest';
import { clock, deviceProblem, type RecorderEvent, recorderReducer, type RecorderState, recordingType, secondsLeft } from './recorder';

const run = (...events: RecorderEvent[]): RecorderState => events.reduce(recorderReducer, { phase: 'idle' } as RecorderState);

describe('the consent recorder', () => {
  it('goes idle → asking → live → recording → recorded, and back to live to record again', () => {
    expect(run({ type: 'ask' })).toEqual({ phase: 'asking' });
    expect(run({ type: 'ask' }, { type: 'granted' })).toEqual({ phase: 'live' });
    expect(run({ type: 'ask' }, { type: 'granted' }, { type: 'start', at: 1000 })).toEqual({ phase: 'recording', startedAt: 1000 });
    const recorded = run({ type: 'ask' }, { type: 'granted' }, { type: 'start', at: 1000 }, { type: 'stopped', at: 8400 });
    expect(recorded).toEqual({ phase: 'recorded', seconds: 7 });
    expect(recorderReducer(recorded, { type: 'again' })).toEqual({ phase: 'live' });
  });

  it('ignores moves that make no sense where it is', () => {
    expect(run({ type: 'start', at: 1 })).toEqual({ phase: 'idle' });
    expect(run({ type: 'granted' })).toEqual({ phase: 'idle' });
    expect(run({ type: 'ask' }, { type: 'granted' }, { type: 'stopped', at: 5 })).toEqual({ phase: 'live' });
    expect(run({ type: 'ask' }, { type: 'granted' }, { type: 'again' })).toEqual({ phase: 'live' });
  });

  it('is blocked when the browser refuses, and may ask again from there', () => {
    const blocked = run({ type: 'ask' }, { type: 'refused', problem: 'denied' });
    expect(blocked).toEqual({ phase: 'blocked', problem: 'denied' });
    expect(recorderReducer(blocked, { type: 'ask' })).toEqual({ phase: 'asking' });
  });

  it('counts down whole seconds and reaches 0 at the limit', () => {
    expect(secondsLeft(0, 0, 30)).toBe(30);
    expect(secondsLeft(0, 999, 30)).toBe(30);
    expect(secondsLeft(0, 1000, 30)).toBe(29);
    expect(secondsLeft(0, 29_999, 30)).toBe(1);
    expect(secondsLeft(0, 30_000, 30)).toBe(0);
    expect(secondsLeft(0, 45_000, 30)).toBe(0);
    expect([clock(30), clock(7), clock(75)]).toEqual(['0:30', '0:07', '1:15']);
  });

  it('reads the browser’s refusals', () => {
    const named = (name: string) => Object.assign(new Error('x'), { name });
    expect(deviceProblem(named('NotAllowedError'))).toBe('denied');
    expect(deviceProblem(named('SecurityError'))).toBe('denied');
    expect(deviceProblem(named('NotFoundError'))).toBe('missing');
    expect(deviceProblem(named('OverconstrainedError'))).toBe('missing');
    expect(deviceProblem(named('NotReadableError'))).toBe('busy');
    expect(deviceProblem({ name: 'NotFoundError' })).toBe('missing');
    expect(deviceProblem('weird')).toBe('denied');
  });

  it('records webm where it can, mp4 otherwise, nothing when neither', () => {
    expect(recordingType(() => true)).toEqual({ mime: 'video/webm;codecs=vp8,opus', extension: 'webm' });
    expect(recordingType((t) => t === 'video/mp4')).toEqual({ mime: 'video/mp4', extension: 'mp4' });
    expect(recordingType(() => false)).toBeNull();
  });
});
