import { ErrorMessage, formatLimit, REFUSED_TEXT_MESSAGE, V } from '@framecast/contract';
import { i18n } from './instance';
import { beforeAll, describe, expect, it } from 'vitest';
import { en } from './en';
import { durationText, localizeMessage } from './localize';
import { zh } from './zh';

beforeAll(async () => {
  i18n.add('en', en);
  i18n.add('zh', zh);
  await i18n.changeLanguage('en');
});

const exceeds = (seconds: number) => V.videoTooLong.replace('{time}', formatLimit(seconds));
/** What the server sends beside the English: the key and the raw value. */
const exceedsKey = (seconds: number) => ({ key: 'v.videoTooLong', params: { seconds } });

describe('localizeMessage for render errors', () => {
  it('keeps the server’s English', async () => {
    await i18n.changeLanguage('en');
    expect(localizeMessage(exceeds(30), 20001, exceedsKey(30))).toBe('Your video exceeds 30 seconds; upgrade or edit the video');
    expect(localizeMessage(exceeds(60), 20001, exceedsKey(60))).toBe('Your video exceeds 1 minute; upgrade or edit the video');
  });

  it('reads the limit message in Chinese from its key and value, not by parsing the English', async () => {
    await i18n.changeLanguage('zh');
    expect(localizeMessage(exceeds(30), 20001, exceedsKey(30))).toBe('你的视频超过了 30 秒；请升级套餐或编辑视频');
    expect(localizeMessage(exceeds(900), 20001, exceedsKey(900))).toBe('你的视频超过了 15 分钟；请升级套餐或编辑视频');
    // Without its key the English stays as sent (a client that sends none gets its own words back).
    expect(localizeMessage(exceeds(30), 20001)).toBe(exceeds(30));
    expect(localizeMessage(V.scriptError, 20003)).toBe('脚本输入有误，请检查后重试。');
    expect(localizeMessage(ErrorMessage[20002], 20002)).toBe(zh.errors['20002']);
    expect(localizeMessage('Something else entirely')).toBe('Something else entirely');
  });

  it('shows the refused-characters message and the 413 one in Chinese', async () => {
    await i18n.changeLanguage('zh');
    expect(localizeMessage(REFUSED_TEXT_MESSAGE, 40001)).toBe(zh.common.refusedText);
    expect(localizeMessage(ErrorMessage[41300], 41300)).toBe('请求内容过大。');
    await i18n.changeLanguage('en');
    expect(localizeMessage(REFUSED_TEXT_MESSAGE, 40001)).toBe(REFUSED_TEXT_MESSAGE);
  });

  it('reads lengths in the current language', async () => {
    await i18n.changeLanguage('zh');
    expect(durationText(60)).toBe('1 分钟');
    await i18n.changeLanguage('en');
    expect(durationText(60)).toBe('1 minute');
    expect(durationText(30)).toBe('30 seconds');
    expect(durationText(900)).toBe('15 minutes');
  });
});

describe('localizeMessage for a full disk and an empty save', () => {
  it('says each in Chinese, also when a validation failure carries the message', async () => {
    await i18n.changeLanguage('zh');
    expect(localizeMessage(ErrorMessage[21010], 21010)).toBe('服务器磁盘空间已用尽，无法保存。内容未作任何更改，请稍后再试。');
    expect(localizeMessage(ErrorMessage[20030], 40001)).toBe('草稿内容为空，未保存任何内容。请重试。');
    expect(localizeMessage('A name cannot contain slashes, line breaks or control characters.', 40001)).toBe('名称不能包含斜杠、换行符或控制字符。');
    await i18n.changeLanguage('en');
    expect(localizeMessage(ErrorMessage[21010], 21010)).toBe(ErrorMessage[21010]);
  });
});
