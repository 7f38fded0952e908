import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when a URL is configured; otherwise every message is written as an .eml file under the outbox
 * folder (and its first line worth reading, e.g. the code, is logged) so a machine with no mail server
 * still lets people sign up.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: opts.from, ...m });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const safeTo = m.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(opts.outboxDir, `${Date.now()}-${safeTo}.eml`);
      // Written aside, then renamed: whoever watches the outbox never reads a half-written message.
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      // Only a verification code's line: a link's line may carry an invitation code, which is a secret.
      const codeLine = m.text.split('\n').find((l) => /\d{6}/.test(l) && !l.includes('://'));
      opts.log.info({ to: m.to, file }, `mail written to outbox${codeLine ? `: ${codeLine.trim()}` : ''}`);
    },
    close: () => transport.close(),
  };
}
