import { ErrorCode, ErrorMessage } from '@framecast/contract';
import { i18n } from './instance';
import { beforeAll, expect, it } from 'vitest';
import { en } from './en';
import { localizeMessage } from './localize';
import { zh } from './zh';

beforeAll(async () => {
  i18n.add('en', en);
  i18n.add('zh', zh);
  await i18n.changeLanguage('en');
});

it("shows the guests' daily render limit in English and in Chinese", async () => {
  const sent = ErrorMessage[ErrorCode.GUEST_RENDER_LIMIT];
  await i18n.changeLanguage('en');
  expect(localizeMessage(sent, ErrorCode.GUEST_RENDER_LIMIT)).toBe(sent);
  await i18n.changeLanguage('zh');
  const shown = localizeMessage(sent, ErrorCode.GUEST_RENDER_LIMIT);
  expect(shown).toBe('你所在网络的免费试用今天已用完可生成的视频次数。注册账号即可继续创作视频。');
});
