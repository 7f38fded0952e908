// @vitest-environment happy-dom
import type { OfferData } from '@framecast/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import { en } from '../../../shared/i18n/en';
import { zh } from '../../../shared/i18n/zh';
import { renderWithApp, stubApi } from '../../../shared/test/app-harness';
import { offerData } from '../../../shared/test/fixtures';
import { appCardFeatures } from '../model/plans';
import { CompareTable } from './CompareTable';

const show = async (offer: OfferData) => {
  stubApi({ offer: () => ({ data: offer }) });
  renderWithApp(<CompareTable period="month" />);
  await screen.findByTestId('compare-row-stockAvatars');
};
const rowText = (name: string) => screen.queryByTestId(`compare-row-${name}`)?.textContent ?? null;

describe('CompareTable: every claim is what this server offers', () => {
  beforeAll(() => {
    i18n.add('en', en);
    i18n.add('zh', zh);
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('counts the library, prices by what a thing costs, and sells no tool this server lacks', async () => {
    await show(offerData());
    expect(rowText('stockAvatars')).toContain('12 stock avatars in 29 looks');
    expect(rowText('voices')).toContain('262 voices in 130 languages');
    expect(rowText('templates')).toContain('144 templates');
    expect(rowText('credits')).toContain('a video costs 1; a talking photo 2; a photo avatar 2');
    // Built but without its engine here: not sold. Not built: coming, on every plan.
    expect(rowText('voiceCloning')).toBeNull();
    expect(rowText('translation')).toBe('Video translationComing soon');
    expect(rowText('productShots')).toContain('Coming soon');
    expect(rowText('allTools')).toBeNull();
    expect(screen.getByTestId('pricing-compare').textContent).not.toMatch(/450\+|1000\+|200\+|1 credit = 1 video/);
  });

  it('changes as the library grows and engines are set up', async () => {
    await show(offerData({ avatars: { people: 40, looks: 120 }, voices: { count: 300, languages: 41 }, tools: { voice_cloning: true } }));
    expect(rowText('stockAvatars')).toContain('40 stock avatars in 120 looks');
    expect(rowText('voices')).toContain('300 voices in 41 languages');
    expect(rowText('voiceCloning')).not.toContain('Coming soon');
    expect(screen.getByTestId('compare-row-voiceCloning').querySelectorAll('[aria-label="Included"]')).toHaveLength(4);
  });

  it('says the same in Chinese', async () => {
    await i18n.changeLanguage('zh');
    await show(offerData());
    expect(rowText('stockAvatars')).toContain('12 个预设数字人，共 29 种形象');
    expect(rowText('translation')).toContain('即将推出');
  });
});

describe('the plan cards: claims from the offer', () => {
  const keys = (offer?: OfferData) => appCardFeatures('starter', 'month', offer).map((c) => (typeof c === 'object' ? c : { key: String(c) }));

  it('sells voice cloning only with its engine, and counts the library instead of "all AI tools"', () => {
    expect(keys(offerData())).toEqual(
      expect.arrayContaining([
        { key: 'pricing.features.stockAvatars', values: { people: 12, looks: 29 } },
        { key: 'pricing.features.voices', values: { count: 262, languages: 130 } },
      ]),
    );
    expect(keys(offerData()).map((c) => c.key)).not.toContain('pricing.features.voiceCloning');
    expect(keys(offerData({ tools: { voice_cloning: true } })).map((c) => c.key)).toContain('pricing.features.voiceCloning');
    expect(keys(offerData()).map((c) => c.key)).not.toContain('pricing.features.allTools');
  });
});
