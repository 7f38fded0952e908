import { CUSTOM_AVATAR_STATES } from '@framecast/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/en';
import { i18n } from '../../shared/i18n/instance';
import { zh } from '../../shared/i18n/zh';
import { isBusy, reasonText, STATUS_LOOK, statusText } from './status';

beforeAll(async () => {
  i18n.add('en', en);
  i18n.add('zh', zh);
  await i18n.changeLanguage('en');
});

describe('a custom avatar’s state in words', () => {
  it('uses the spec’s words for the consent check and processing', () => {
    expect(statusText({ status: 'consent_checking' }).detail).toBe('Checking your consent… 10–20 seconds');
    expect(statusText({ status: 'processing' }).detail).toBe('Processing your footage… your avatar will be ready in a few minutes');
    expect(statusText({ status: 'manual_review' }).detail).toBe('A person will review your consent video');
  });

  it('has a label and a sentence for every state in both languages', async () => {
    for (const lng of ['en', 'zh']) {
      await i18n.changeLanguage(lng);
      for (const status of CUSTOM_AVATAR_STATES) {
        const text = statusText({ status });
        expect(text.label).not.toMatch(/^customAvatar\./);
        expect(text.detail).not.toMatch(/^customAvatar\./);
      }
    }
    await i18n.changeLanguage('en');
  });

  it('is asked about again only while the server works on it; a person may retry only from a stop', () => {
    expect(CUSTOM_AVATAR_STATES.filter((s) => isBusy(s))).toEqual(['consent_checking', 'processing']);
    expect(isBusy(undefined)).toBe(false);
    expect(CUSTOM_AVATAR_STATES.filter((s) => STATUS_LOOK[s].retry)).toEqual(['consent_failed', 'failed']);
  });

  it('translates every known reason, and shows an operator’s own words as written', async () => {
    await i18n.changeLanguage('zh');
    for (const [key, english] of Object.entries(en.customAvatar.reasons)) {
      expect(reasonText(english)).toBe(zh.customAvatar.reasons[key as keyof typeof zh.customAvatar.reasons]);
    }
    expect(reasonText('The statement is not read.')).toBe('The statement is not read.');
    expect(reasonText(null)).toBeNull();
    await i18n.changeLanguage('en');
  });
});
