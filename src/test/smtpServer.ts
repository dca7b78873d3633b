import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { freePort } from './postgresCluster';

/**
 * A real SMTP server on loopback for the mail tests (smtp-server), keeping every accepted message
 * parsed (mailparser). `refuse` answers 550 to the recipients it matches; `stop()` and `start()` take it
 * down and up again on the same port.
 */
export type TestSmtp = {
  port: number;
  url: string;
  messages: ParsedMail[];
  refuse: Set<string>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Resolves when no message is being received (every started DATA has been kept or dropped). */
  idle: () => Promise<void>;
  /** Resolves once `count` messages have arrived. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
};

export async function startTestSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const messages: ParsedMail[] = [];
  const refuse = new Set<string>();
  const waiters: Array<() => void> = [];
  let receiving = 0;
  const idleWaiters: Array<() => void> = [];
  const options: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // stop() closes open client connections after this long rather than the default 30 s.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (refuse.has(address.address.toLowerCase())) {
        callback(Object.assign(new Error('5.1.1 No such user here'), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      receiving++;
      // A message counts as delivered once its whole DATA arrived (the server then answers 250).
      simpleParser(stream)
        .then((mail) => {
          if (!stream.sizeExceeded) messages.push(mail);
          callback();
          waiters.splice(0).forEach((wake) => wake());
        })
        .catch(callback)
        .finally(() => {
          receiving--;
          if (receiving === 0) idleWaiters.splice(0).forEach((wake) => wake());
        });
    },
  };
  let server: SMTPServer | undefined;
  const smtp: TestSmtp = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse,
    start: () =>
      new Promise((resolve, reject) => {
        server = new SMTPServer(options);
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      }),
    stop: () =>
      new Promise((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
    idle: () =>
      new Promise((resolve) => {
        if (receiving === 0) resolve();
        else idleWaiters.push(resolve);
      }),
    waitFor: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${messages.length} of ${count} messages arrived`)), timeoutMs);
        const check = () => {
          if (messages.length >= count) {
            clearTimeout(timer);
            resolve(messages);
          } else waiters.push(check);
        };
        check();
      }),
  };
  await smtp.start();
  return smtp;
}
