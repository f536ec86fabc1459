import type { FastifyRequest } from 'fastify';
import { clientIp } from '../../lib/client-ip';
import { ipLocation } from '../../lib/ip-location';
import { parseUserAgent } from '../../lib/user-agent';
import type { ClientInfo } from './session-store';

/** Where a request comes from, for sessions and the login log. */
export function clientInfo(request: FastifyRequest, trustProxy: boolean): ClientInfo {
  const ipaddr = clientIp(request.headers, request.socket.remoteAddress, trustProxy);
  const { browser, os } = parseUserAgent(request.headers['user-agent']);
  // An offline database: no lookup service is reachable from a closed deployment.
  return { ipaddr, loginLocation: ipLocation(ipaddr), browser, os };
}
