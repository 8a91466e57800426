import nodemailer from 'nodemailer';
import type { TDb } from '../db/client.js';
import { devOutbox } from '../db/schema/index.js';

export interface TMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface TMailer {
  send(mail: TMail): Promise<void>;
}

const LINK_PATTERN = /https?:\/\/[^\s"'<>]+/g;

function linksOf(mail: TMail): string[] {
  return [...new Set([...(mail.text.match(LINK_PATTERN) ?? []), ...(mail.html.match(LINK_PATTERN) ?? [])].map((l) => l.replace(/&amp;/g, '&')))];
}

/** SMTP when configured; otherwise every mail lands in the dev outbox table. */
export function createMailer(options: { smtpUrl?: string; from: string; db: TDb }): TMailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await options.db.insert(devOutbox).values({ ...mail, to: mail.to.toLowerCase(), links: linksOf(mail) });
    },
  };
}
