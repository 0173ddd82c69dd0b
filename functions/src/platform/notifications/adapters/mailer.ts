import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '../../config';
import type { EmailMessage } from '../domain/notification-email';

/**
 * The one place that sends email: SES v2 in the cloud, SMTP (the local stack's maildev) when SMTP_URL
 * is set. Both go through nodemailer, so the message (headers, Message-ID, text and HTML parts) is
 * built the same way everywhere. Every wait is bounded: a dead mail server fails the send within
 * seconds (the stream record is then retried) instead of holding the function until its timeout.
 * SES may put its own Message-ID on a message; the X-Portal-Notification-Id header names the
 * notification in every environment, so a repeat can be recognised either way.
 */
export const mailTimeouts = {
  connectionMs: 3000,
  greetingMs: 3000,
  socketMs: 5000,
  /** SES: one attempt may take this long; two attempts at most. */
  sesRequestMs: 5000,
} as const;

export interface Mailer {
  send(message: EmailMessage): Promise<{ messageId: string }>;
}

let transports = new Map<string, Transporter>();

const smtpTimeouts = {
  connectionTimeout: mailTimeouts.connectionMs,
  greetingTimeout: mailTimeouts.greetingMs,
  socketTimeout: mailTimeouts.socketMs,
};

/** `smtp[s]://[user:pass@]host:port` -> nodemailer's SMTP options (a URL string would take no timeouts). */
function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 25),
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
  };
}

function transportFor(smtpUrl: string | undefined): Transporter {
  const key = smtpUrl ?? 'ses';
  let transport = transports.get(key);
  if (!transport) {
    transport = smtpUrl
      ? nodemailer.createTransport({ ...smtpOptions(smtpUrl), ...smtpTimeouts })
      : nodemailer.createTransport({
          SES: {
            sesClient: new SESv2Client({
              region: config.region,
              maxAttempts: 2,
              requestHandler: {
                connectionTimeout: mailTimeouts.connectionMs,
                requestTimeout: mailTimeouts.sesRequestMs,
                throwOnRequestTimeout: true,
              },
            }),
            SendEmailCommand,
          },
        });
    transports.set(key, transport);
  }
  return transport;
}

/** The mailer for the environment: `smtpUrl` (default SMTP_URL) picks SMTP, otherwise SES. */
export function createMailer(options: { smtpUrl?: string; from?: string } = {}): Mailer {
  const smtpUrl = 'smtpUrl' in options ? options.smtpUrl : config.smtpUrl;
  return {
    async send(message) {
      const info = (await transportFor(smtpUrl).sendMail({
        from: options.from ?? config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        headers: message.headers,
      })) as { messageId?: string };
      return { messageId: info.messageId ?? message.messageId };
    },
  };
}

/** Closes pooled connections (tests). */
export function closeMailers(): void {
  for (const transport of transports.values()) transport.close();
  transports = new Map();
}
