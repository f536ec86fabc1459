import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rpcSignature } from '../src/modules/sms/aliyun-signature';

/** How the fake answers the next requests. */
export type FakeSmsMode =
  | { kind: 'ok'; bizId: string }
  | { kind: 'error'; code: string; message: string; status?: number }
  | { kind: 'garbage'; status: number; body: string }
  | { kind: 'hang' };

export interface ReceivedSms {
  method: string;
  contentType: string;
  params: Record<string, string>;
  /** Whether the Signature matches the parameters under the fake's secret. */
  signatureValid: boolean;
}

export interface FakeAliyunSms {
  endpoint: string;
  received: ReceivedSms[];
  mode: FakeSmsMode;
  close(): Promise<void>;
}

/** A local HTTP server answering SendSms like Alibaba Cloud SMS does, checking each signature. */
export async function startFakeAliyunSms(accessKeySecret: string): Promise<FakeAliyunSms> {
  const fake: Omit<FakeAliyunSms, 'endpoint' | 'close'> = { received: [], mode: { kind: 'ok', bizId: '1^0' } };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      const { Signature, ...unsigned } = params;
      fake.received.push({
        method: request.method ?? '',
        contentType: request.headers['content-type'] ?? '',
        params,
        signatureValid: Signature === rpcSignature('POST', unsigned, accessKeySecret),
      });
      const mode = fake.mode;
      const requestId = 'F655A8D5-B967-440B-8683-DAD6FF8DE990';
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
        response.end(JSON.stringify(value));
      };
      if (mode.kind === 'hang') return;
      if (mode.kind === 'garbage') {
        response.writeHead(mode.status, { 'content-type': 'text/html' });
        response.end(mode.body);
        return;
      }
      if (Signature !== rpcSignature('POST', unsigned, accessKeySecret)) {
        return json(400, {
          Code: 'SignatureDoesNotMatch',
          Message: 'Specified signature is not matched with our calculation.',
          RequestId: requestId,
        });
      }
      if (mode.kind === 'ok') return json(200, { Code: 'OK', Message: 'OK', BizId: mode.bizId, RequestId: requestId });
      return json(mode.status ?? 200, { Code: mode.code, Message: mode.message, RequestId: requestId });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    endpoint: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
