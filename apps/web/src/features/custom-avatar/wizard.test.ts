import type { Asset } from '@framecast/contract';
import { describe, expect, it } from 'vitest';
import { allChecked, consentStatement, createRequest, FOOTAGE_CHECKS, furthestStep, initialWizard, isSilent, type WizardState, wizardReducer } from './wizard';

const asset = (id: string, hasAudio: boolean | null = true): Asset =>
  ({
    id,
    name: `${id}.mp4`,
    meta: { duration: 61, width: 1280, height: 720, codec: 'h264', fps: 25, rotation: 0, has_audio: hasAudio },
    warnings: [],
  }) as unknown as Asset;

const run = (...actions: Parameters<typeof wizardReducer>[1][]): WizardState => actions.reduce(wizardReducer, initialWizard());
const ticked = FOOTAGE_CHECKS.map((check) => ({ type: 'check' as const, check, value: true }));

describe('the Create Video Avatar steps', () => {
  it('opens Consent only once the footage is in and all four checks are ticked', () => {
    expect(furthestStep(run({ type: 'footage', asset: asset('f') }))).toBe(0);
    expect(run({ type: 'footage', asset: asset('f') }, { type: 'go', step: 1 }).step).toBe(0);
    expect(furthestStep(run(...ticked))).toBe(0);
    const three = run({ type: 'footage', asset: asset('f') }, ...ticked.slice(0, 3));
    expect(allChecked(three.checks)).toBe(false);
    expect(furthestStep(three)).toBe(0);
    const ready = run({ type: 'footage', asset: asset('f') }, ...ticked, { type: 'go', step: 1 });
    expect(ready.step).toBe(1);
  });

  it('opens Submit once a consent video is in, never further', () => {
    const s = run({ type: 'footage', asset: asset('f') }, ...ticked, { type: 'go', step: 2 });
    expect(s.step).toBe(1);
    const done = wizardReducer(wizardReducer(s, { type: 'consent', asset: asset('c') }), { type: 'go', step: 5 });
    expect(done.step).toBe(2);
  });

  it('closes the later steps when what they stand on goes away', () => {
    const atSubmit = run({ type: 'footage', asset: asset('f') }, ...ticked, { type: 'consent', asset: asset('c') }, { type: 'go', step: 2 });
    expect(wizardReducer(atSubmit, { type: 'check', check: 'pauses', value: false }).step).toBe(0);
    expect(wizardReducer(atSubmit, { type: 'consent', asset: null }).step).toBe(1);
  });

  it('forgets the consent when other footage replaces the first, but not when the same footage comes back', () => {
    const s = run({ type: 'footage', asset: asset('f') }, ...ticked, { type: 'consent', asset: asset('c') });
    expect(wizardReducer(s, { type: 'footage', asset: asset('g') }).consent).toBeNull();
    expect(wizardReducer(s, { type: 'footage', asset: asset('f') }).consent?.id).toBe('c');
  });

  it('goes back to Consent after a refused consent, keeping the footage and its checks', () => {
    const s = run(
      { type: 'footage', asset: asset('f') },
      ...ticked,
      { type: 'consent', asset: asset('c') },
      { type: 'name', name: 'Alex' },
      { type: 'retryConsent' },
    );
    expect(s).toMatchObject({ step: 1, consent: null, name: 'Alex' });
    expect(s.footage?.id).toBe('f');
    expect(allChecked(s.checks)).toBe(true);
  });

  it('builds the request with the trimmed name and every check true, or nothing while a part is missing', () => {
    const s = run({ type: 'footage', asset: asset('f') }, ...ticked, { type: 'consent', asset: asset('c') }, { type: 'name', name: '  Alex ' });
    expect(createRequest(s)).toEqual({
      name: 'Alex',
      footage_id: 'f',
      consent_id: 'c',
      checks: { face_visible: true, facing_camera: true, pauses: true, quiet_well_lit: true },
    });
    expect(createRequest(wizardReducer(s, { type: 'consent', asset: null }))).toBeNull();
  });

  it('fills the name into the statement, or a placeholder until one is typed', () => {
    expect(consentStatement(' Alex ', '[your name]')).toMatch(/^I, Alex, am recording this video to consent/);
    expect(consentStatement('', '[your name]')).toMatch(/^I, \[your name\], am/);
  });

  it('flags footage without a sound track only when the server says it has none', () => {
    expect(isSilent(asset('f', false))).toBe(true);
    expect(isSilent(asset('f', true))).toBe(false);
    expect(isSilent(asset('f', null))).toBe(false);
    expect(isSilent(null)).toBe(false);
  });
});
