import type { FastifyRequest } from 'fastify';
import { clientIp, isInternalIp } from '../../lib/client-ip';
import { parseUserAgent } from '../../lib/user-agent';
import type { ClientInfo } from './session-store';

/** Where a request comes from, for sessions and the login log. */
export function clientInfo(request: FastifyRequest, trustProxy: boolean): ClientInfo {
  const ipaddr = clientIp(request.headers, request.socket.remoteAddress, trustProxy);
  const { browser, os } = parseUserAgent(request.headers['user-agent']);
  // No address lookup service is reachable from a closed deployment: internal or external is what we know.
  return { ipaddr, loginLocation: isInternalIp(ipaddr) ? '内网IP' : '外网IP', browser, os };
}
