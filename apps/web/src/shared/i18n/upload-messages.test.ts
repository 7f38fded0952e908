import { i18n } from './instance';
import { beforeAll, describe, expect, it } from 'vitest';
import { BAD_FILE_NAME_MESSAGE, UPLOAD_MESSAGES, UPLOAD_RULES, type MediaKind } from '@framecast/contract';
import { en } from './en';
import { localizeUploadMessage } from './upload-messages';
import { zh } from './zh';

beforeAll(async () => {
  i18n.add('en', en);
  i18n.add('zh', zh);
  await i18n.changeLanguage('en');
});

/** Every message the rule table can give, so none reaches a Chinese user in English. */
function allRuleMessages(): string[] {
  const out = new Set<string>([...Object.values(UPLOAD_MESSAGES), BAD_FILE_NAME_MESSAGE]);
  for (const rule of Object.values(UPLOAD_RULES)) {
    out.add(rule.messages.type);
    for (const kind of Object.keys(rule.kinds) as MediaKind[]) out.add(rule.messages.size(kind));
    for (const m of [rule.messages.tooShort, rule.messages.tooLong, rule.messages.resolution, rule.messages.noAudio, rule.messages.square]) if (m) out.add(m);
  }
  return [...out];
}

describe('upload rule messages', () => {
  it('reads every rule message in Chinese, with its numbers kept', async () => {
    await i18n.changeLanguage('zh');
    for (const message of allRuleMessages()) {
      const zh = localizeUploadMessage(message);
      expect(zh, message).not.toBeNull();
      expect(zh, message).toMatch(/[\u4e00-\u9fff]/);
      for (const n of message.match(/\d+/g) ?? []) expect(zh, message).toContain(n);
    }
    expect(localizeUploadMessage('File length cannot be less than 5 seconds.')).toBe('文件时长不能少于 5 秒。');
    await i18n.changeLanguage('en');
    expect(localizeUploadMessage(UPLOAD_MESSAGES.voiceCloneType)).toBe(UPLOAD_MESSAGES.voiceCloneType);
  });
});
