import { createSocket as udpSocket } from 'node:dgram';
import * as dnsPacket from 'dns-packet';

/**
 * A tiny authoritative DNS server on loopback UDP, so the e-mail checks run against real DNS packets through
 * Node's real resolver (c-ares) without ever leaving the machine. Names answer from `zone`; a name mapped to
 * 'silent' never answers (timeout), 'servfail' answers SERVFAIL; anything absent is NXDOMAIN.
 */

export type ZoneEntry =
  | { readonly mx?: readonly [number, string][]; readonly a?: readonly string[]; readonly txt?: string }
  | 'silent'
  | 'servfail';

export interface DnsServer {
  readonly address: string;
  /** Questions received, as `TYPE name`. */
  readonly queries: string[];
  close(): Promise<void>;
}

const NXDOMAIN = 3;
const SERVFAIL = 2;

export async function startDnsServer(zone: Readonly<Record<string, ZoneEntry>>): Promise<DnsServer> {
  const socket = udpSocket('udp4');
  const queries: string[] = [];
  socket.on('message', (message, remote) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase();
    queries.push(`${question.type} ${name}`);
    const entry = zone[name];
    if (entry === 'silent') return;
    const answers: dnsPacket.Answer[] = [];
    let rcode = 0;
    if (entry === undefined) rcode = NXDOMAIN;
    else if (entry === 'servfail') rcode = SERVFAIL;
    else if (question.type === 'MX') {
      for (const [preference, exchange] of entry.mx ?? []) {
        answers.push({ type: 'MX', name, ttl: 300, data: { preference, exchange } });
      }
    } else if (question.type === 'A') {
      for (const address of entry.a ?? []) answers.push({ type: 'A', name, ttl: 300, data: address });
    }
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | rcode,
      questions: [question],
      answers,
    });
    socket.send(response, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    address: `127.0.0.1:${port}`,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
