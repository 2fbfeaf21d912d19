import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';

const { Packet } = dns2;

export interface DnsTestServer {
  /** `127.0.0.1:<port>`, for SSO_DNS_SERVERS. */
  address: string;
  /** TXT records answered, by name (none: the name does not exist). */
  txt: Map<string, string>;
  close(): Promise<void>;
}

/** A DNS server on loopback (dns2, over UDP) that answers the TXT records a test puts in `txt`. */
export async function startDnsTestServer(): Promise<DnsTestServer> {
  const txt = new Map<string, string>();
  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    for (const question of request.questions) {
      const value = txt.get(question.name.toLowerCase());
      if (value !== undefined && question.type === Packet.TYPE.TXT) {
        const answer = {
          name: question.name,
          type: Packet.TYPE.TXT,
          class: Packet.CLASS.IN,
          ttl: 60,
          data: value,
        };
        response.answers.push(answer as unknown as (typeof response.answers)[number]);
      }
    }
    if (response.answers.length === 0) response.header.rcode = 3; // NXDOMAIN
    void send(response);
  });
  await server.listen(0, '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    txt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
