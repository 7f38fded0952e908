// @vitest-environment happy-dom
import { Plan, spaceEntitlementsOf } from '@framecast/contract';
import type { AspectRatio } from '@framecast/timeline';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { en } from '../i18n/en';
import { usePricing } from '../pricing/store';
import { clearToken } from '../storage/token';
import { renderWithApp, stubApi } from '../test/app-harness';
import { userInfo } from '../test/fixtures';
import { AspectRatioPicker } from './AspectRatioPicker';

const inSpace = (plan: Plan, personal = true) =>
  userInfo({ space: spaceEntitlementsOf(plan, { unique_id: 'space-1', personal, plan_expired: false, credits_balance: 3 }) });

function show(plan: Plan, value: AspectRatio = '9:16', personal = true) {
  stubApi({});
  const onChange = vi.fn();
  renderWithApp(<AspectRatioPicker value={value} onChange={onChange} />, '/', inSpace(plan, personal));
  return onChange;
}

describe("AspectRatioPicker: the space's plan decides which ratios are open", () => {
  beforeAll(() => i18n.add('en', en));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearToken();
    usePricing.setState({ opened: false });
  });

  it('keeps a ratio the plan lacks in view, locked: choosing it says so and offers the upgrade instead of picking it', () => {
    const onChange = show(Plan.Free);
    const square = screen.getByTestId('aspect-1:1');
    expect(square.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('aspect-9:16').getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(square);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('aspect-locked').textContent).toContain('1:1 is not on your plan');
    fireEvent.click(screen.getByTestId('aspect-upgrade'));
    expect(usePricing.getState().opened).toBe(true);
    fireEvent.click(screen.getByTestId('aspect-16:9'));
    expect(onChange).toHaveBeenCalledWith('16:9');
  });

  it('opens every ratio to a member of a Team space whatever their own plan, and says nothing of locks', () => {
    const onChange = show(Plan.Team, '9:16', false);
    for (const el of screen.getAllByRole('radio')) expect(el.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByTestId('aspect-locked')).toBeNull();
    fireEvent.click(screen.getByTestId('aspect-1:1'));
    expect(onChange).toHaveBeenCalledWith('1:1');
  });

  it('says so when a draft already holds a ratio the plan lacks', () => {
    show(Plan.Free, '1:1');
    expect(screen.getByTestId('aspect-locked').textContent).toContain('1:1 is not on your plan');
  });
});
