import crypto from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LENGTH, CAPTCHA_LIFE_MS, ErrorCode, type CaptchaData } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import * as store from './store.js';

/** Image captchas: 4 characters, one answer attempt each, five minutes of life. */
export async function createCaptcha(db: Db): Promise<CaptchaData> {
  const c = svgCaptcha.create({ size: CAPTCHA_LENGTH, noise: 2, color: true, ignoreChars: '0o1ilIO', width: 140, height: 48 });
  const id = crypto.randomUUID();
  await store.deleteExpiredCaptchas(db);
  await store.insertCaptcha(db, { id, answer: c.text.toLowerCase(), expires_at: new Date(Date.now() + CAPTCHA_LIFE_MS) });
  return { id, b64s: `data:image/svg+xml;base64,${Buffer.from(c.data).toString('base64')}` };
}

/**
 * Demands a correct captcha: none given → 10204, wrong or used or expired → 10201. The captcha is
 * consumed by the attempt whatever its outcome.
 */
export async function requireCaptcha(db: Db, id: string | undefined, answer: string | undefined): Promise<void> {
  if (!id || !answer) throw new AppError(ErrorCode.CAPTCHA_REQUIRED);
  const row = await store.takeCaptcha(db, id);
  const good = row && new Date(row.expires_at).getTime() > Date.now() && row.answer === answer.trim().toLowerCase();
  if (!good) throw new AppError(ErrorCode.CAPTCHA_WRONG);
}
