import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import type { Logger } from './logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise each mail is written to <dataDir>/outbox and to the log. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Logger;
}): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = createTransport(options.smtpUrl);
    return { send: async (mail) => void (await transport.sendMail({ from: options.from, ...mail })) };
  }
  let counter = 0;
  return {
    async send(mail) {
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${Date.now()}-${++counter}-${mail.to.replace(/[^A-Za-z0-9@._-]/g, '_')}.eml`;
      const body = `From: ${options.from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`;
      await writeFile(join(options.outboxDir, name), body, 'utf8');
      options.logger.info(`mail written to outbox (no SMTP_URL set)`, {
        to: mail.to,
        subject: mail.subject,
        file: name,
        text: mail.text,
      });
    },
  };
}
