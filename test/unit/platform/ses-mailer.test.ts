import { Readable } from 'node:stream';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type MailLogger, mailerFromEnv } from '../../../functions/platform/account-data/mailer.js';
import { createSesMailer } from '../../../functions/platform/account-data/ses-mailer.js';
import { newsletterMail } from '../../../functions/platform/newsletter/messages.js';
import { type Sender, senderOf } from '../../../shared/mail-from.js';

/**
 * The SES engine of the platform's transactional e-mail (functions/platform/account-data/ses-mailer.ts) and the
 * picker that chooses it (mailer.ts): what SendEmail is asked to send, that a failure or a stalled call is answered
 * `false` without throwing, and which engine each environment gets.
 */

const client = () => new SESv2Client({ region: 'sa-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });

const recorder = () => {
  const warnings: { message: string; extra: Record<string, unknown> }[] = [];
  const log: MailLogger = { warn: (message, extra) => warnings.push({ message, extra }) };
  return { log, warnings };
};

const sender = (value: string): Sender => {
  const parsed = senderOf(value);
  if (parsed === undefined) throw new Error(`test sender ${value} does not parse`);
  return parsed;
};

const from = sender('Alquimia <no-reply@alquimia.example>');
const mail = {
  to: 'ana@example.com',
  subject: 'Confirme sua inscrição — ニュース',
  text: 'Abra o link:\n\nhttps://alquimia.example/newsletter?acao=confirmar&token=s.t',
  links: ['https://alquimia.example/newsletter?acao=confirmar&token=s.t'],
};

describe('the SES mailer', () => {
  it('sends the subject and text as UTF-8 simple content, from the sender, to the one recipient', async () => {
    const ses = client();
    const mock = mockClient(ses).on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const { log, warnings } = recorder();

    const sent = await createSesMailer({ client: ses, from }, log).send(mail);

    expect(sent).toBe(true);
    expect(warnings).toEqual([]);
    const calls = mock.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[0].input).toEqual({
      FromEmailAddress: 'Alquimia <no-reply@alquimia.example>',
      Destination: { ToAddresses: ['ana@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Confirme sua inscrição — ニュース', Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('puts the non-Latin subject on the wire as UTF-8, with a byte-exact length (real serializer, no network)', async () => {
    const requests: { path: string; headers: Record<string, string>; body: string }[] = [];
    const ses = new SESv2Client({
      region: 'sa-east-1',
      credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
      requestHandler: {
        handle: async (request: { path: string; headers: Record<string, string>; body?: unknown }) => {
          requests.push({ path: request.path, headers: request.headers, body: String(request.body) });
          const body = Readable.from([Buffer.from('{"MessageId":"m-1"}')]);
          return { response: { statusCode: 200, headers: { 'content-type': 'application/json' }, body } };
        },
      },
    });

    await expect(createSesMailer({ client: ses, from }, recorder().log).send(mail)).resolves.toBe(true);

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.path).toBe('/v2/email/outbound-emails');
    expect(request?.body).toContain('"Data":"Confirme sua inscrição — ニュース"');
    expect(Number(request?.headers['content-length'])).toBe(Buffer.byteLength(request?.body ?? '', 'utf8'));
  });

  it("sends the newsletter's real confirmation text, links included, and names the configuration set", async () => {
    const ses = client();
    const mock = mockClient(ses).on(SendEmailCommand).resolves({});
    const links = { confirm: 'https://a.example/c', unsubscribe: 'https://a.example/u' };
    const newsletter = { to: 'ana@example.com', ...newsletterMail('pt', links) };

    await createSesMailer({ client: ses, from, configurationSet: 'alquimia-prod' }, recorder().log).send(newsletter);

    const input = mock.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.ConfigurationSetName).toBe('alquimia-prod');
    expect(input?.Content?.Simple?.Subject?.Data).toBe('Confirme sua inscrição na newsletter da Alquimia');
    const body = input?.Content?.Simple?.Body?.Text?.Data ?? '';
    expect(body).toContain(links.confirm);
    expect(body).toContain(links.unsubscribe);
  });

  it('answers false and logs, without the recipient, when SES refuses the mail', async () => {
    const ses = client();
    const refusal = Object.assign(new Error('Email address is not verified: ana@example.com'), {
      name: 'MessageRejected',
      $metadata: { httpStatusCode: 400 },
    });
    mockClient(ses).on(SendEmailCommand).rejects(refusal);
    const { log, warnings } = recorder();

    await expect(createSesMailer({ client: ses, from }, log).send(mail)).resolves.toBe(false);

    expect(warnings).toEqual([
      { message: 'SES did not accept a mail', extra: { error: 'MessageRejected', status: 400 } },
    ]);
    expect(JSON.stringify(warnings)).not.toContain('ana@example.com');
  });

  it('answers false when SES never answers, and aborts the request', async () => {
    const ses = client();
    const mock = mockClient(ses)
      .on(SendEmailCommand)
      .callsFake(() => new Promise(() => undefined));
    const { log, warnings } = recorder();

    await expect(createSesMailer({ client: ses, from, timeoutMs: 10 }, log).send(mail)).resolves.toBe(false);

    // send(command, options): the SDK's own cancellation gets the deadline's signal.
    const options = z.object({ abortSignal: z.instanceof(AbortSignal) }).parse(mock.call(0).args.at(1));
    expect(options.abortSignal.aborted).toBe(true);
    expect(warnings).toEqual([{ message: 'SES did not accept a mail', extra: { error: 'TimeoutError' } }]);
  });
});

describe('the sender (MAIL_FROM)', () => {
  it('reads an address or a name and an address, and encodes a name outside plain ASCII', () => {
    expect(senderOf('no-reply@alquimia.example')).toEqual({
      header: 'no-reply@alquimia.example',
      address: 'no-reply@alquimia.example',
      domain: 'alquimia.example',
    });
    expect(senderOf(' Alquimia <no-reply@Mail.Alquimia.example> ')).toEqual({
      header: 'Alquimia <no-reply@Mail.Alquimia.example>',
      address: 'no-reply@Mail.Alquimia.example',
      domain: 'mail.alquimia.example',
    });
    expect(senderOf('Alquimia São Paulo <a@alquimia.example>')?.header).toBe(
      `=?UTF-8?B?${Buffer.from('Alquimia São Paulo').toString('base64')}?= <a@alquimia.example>`,
    );
  });

  it.each(['', 'Alquimia', 'Alquimia <>', 'Alquimia <no-reply>', 'a@b@c.example', 'A <a@b.example> <c@d.example>'])(
    'refuses %j',
    (value) => {
      expect(senderOf(value)).toBeUndefined();
    },
  );
});

describe('mailerFromEnv', () => {
  const log = recorder().log;

  it('picks the outbox when MAIL_OUTBOX_URL is set, even beside MAIL_FROM', () => {
    const env = { MAIL_OUTBOX_URL: 'http://127.0.0.1:3000/local/outbox', MAIL_FROM: 'no-reply@alquimia.example' };
    expect(mailerFromEnv(env, log).kind).toBe('outbox');
  });

  it('picks SES when only MAIL_FROM is set, sending from it with the configuration set', async () => {
    const ses = client();
    const mock = mockClient(ses).on(SendEmailCommand).resolves({});
    const env = { MAIL_FROM: 'Alquimia <no-reply@alquimia.example>', MAIL_CONFIGURATION_SET: 'alquimia-dev' };

    const mailer = mailerFromEnv(env, log, () => ses);
    expect(mailer.kind).toBe('ses');
    await expect(mailer.send(mail)).resolves.toBe(true);

    const input = mock.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.FromEmailAddress).toBe('Alquimia <no-reply@alquimia.example>');
    expect(input?.ConfigurationSetName).toBe('alquimia-dev');
  });

  it('picks none when neither is set', async () => {
    const { log: noneLog, warnings } = recorder();
    const mailer = mailerFromEnv({}, noneLog);
    expect(mailer.kind).toBe('none');
    await expect(mailer.send(mail)).resolves.toBe(false);
    expect(warnings).toHaveLength(1);
  });

  it('refuses a MAIL_FROM that is not an address or "Name <address>"', () => {
    expect(() => mailerFromEnv({ MAIL_FROM: 'Alquimia no-reply' }, log)).toThrow(/Name <address>/);
    expect(() => mailerFromEnv({ MAIL_FROM: 'Alquimia <no-reply at alquimia.example>' }, log)).toThrow();
  });
});
