import { BAD_FILE_NAME_MESSAGE, type Message, type MediaKind, UPLOAD_MESSAGES, UPLOAD_RULES } from '@framecast/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from './en';
import { i18n } from './instance';
import { localizeMessage, translate } from './localize';
import { zh } from './zh';

beforeAll(async () => {
  i18n.add('en', en);
  i18n.add('zh', zh);
  await i18n.changeLanguage('en');
});

/** Every message the rule table can give, with its key and values. */
function allRuleMessages(): Message[] {
  const out: Message[] = [];
  for (const rule of Object.values(UPLOAD_RULES)) {
    out.push(rule.messages.type);
    for (const kind of Object.keys(rule.kinds) as MediaKind[]) out.push(rule.messages.size(kind));
    for (const m of [rule.messages.tooShort, rule.messages.tooLong, rule.messages.resolution, rule.messages.noAudio, rule.messages.square]) if (m) out.push(m);
  }
  return out;
}

describe('upload rule messages', () => {
  it('reads in English word for word from their key and values, as the server wrote them', async () => {
    await i18n.changeLanguage('en');
    for (const m of allRuleMessages()) expect(translate(m.i18n), m.i18n.key).toBe(m.text);
  });

  it('reads every rule message in Chinese from its key, with its numbers kept', async () => {
    await i18n.changeLanguage('zh');
    for (const m of allRuleMessages()) {
      const shown = localizeMessage(m.text, 21001, m.i18n);
      expect(shown, m.text).toMatch(/[\u4e00-\u9fff]/);
      for (const n of m.text.match(/\d+/g) ?? []) expect(shown, m.text).toContain(n);
    }
    expect(translate({ key: 'uploadRules.tooShort', params: { seconds: 5 } })).toBe('文件时长不能少于 5 秒。');
    expect(translate({ key: 'uploadRules.slotKind', params: { slot: 'logo', kind: 'image' } })).not.toMatch(/logo|image/);
  });

  it('reads the fixed texts (warnings, names) in Chinese without a key', async () => {
    await i18n.changeLanguage('zh');
    for (const text of [UPLOAD_MESSAGES.adviseShape, UPLOAD_MESSAGES.adviseLength, UPLOAD_MESSAGES.noAudio, UPLOAD_MESSAGES.empty, BAD_FILE_NAME_MESSAGE])
      expect(localizeMessage(text), text).toMatch(/[\u4e00-\u9fff]/);
    await i18n.changeLanguage('en');
  });
});
