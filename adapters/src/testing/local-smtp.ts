import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** `Name <address>`, or the bare address. */
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface LocalSmtp {
  port: number;
  /** Every mail accepted, oldest first. */
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * An SMTP server on 127.0.0.1 (no TLS) that records what it receives: it accepts one account, or with
 * `account: null` anyone without signing in (a site whose SMTP_URL names no account).
 */
export async function localSmtp(account: { username: string; password: string } | null = { username: 'oj', password: 'secret' }): Promise<LocalSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: account === null,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, cb) => (account && auth.username === account.username && auth.password === account.password ? cb(null, { user: account.username }) : cb(new Error('bad credentials'))),
    onData: (stream, _session, cb) => {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          const from = mail.from?.value[0];
          received.push({
            from: from?.name ? `${from.name} <${from.address ?? ''}>` : (from?.address ?? ''),
            to: to?.value[0]?.address ?? '',
            subject: mail.subject ?? '',
            text: (mail.text ?? '').replace(/\n$/, ''),
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          cb();
        })
        .catch(cb);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
