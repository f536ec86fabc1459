import { formatMessage } from '@cbo/contracts';
import { AppError } from '../../../lib/app-error';
import { clientIp } from '../../../lib/client-ip';
import type { Clock } from '../../../lib/clock';
import { formatDateTime } from '../../../lib/date-time';
import { ipLocation } from '../../../lib/ip-location';
import { capText, maskedJson, maskText } from '../../../lib/mask';
import type { OperationEvent, OperationRecorder } from '../../../plugins/endpoint';
import { isSessionRecord } from '../../auth/session-store';
import type { OperLogWriter } from './oper-log.writer';

function errorText(error: unknown): string {
  if (error instanceof AppError) return error.key ? formatMessage(error.key, 'zh-CN', error.params) : error.message;
  return error instanceof Error ? error.message : String(error);
}

/** What the request sent: the body for writes, else path and query parameters. */
function parameters(event: OperationEvent): unknown {
  const { params, query, body } = event.input;
  const pick = (value: unknown) =>
    value && typeof value === 'object' && Object.keys(value).length > 0 ? value : undefined;
  const parts = { ...(pick(params) ? { params } : {}), ...(pick(query) ? { query } : {}) };
  if (body !== undefined && body !== null) return Object.keys(parts).length ? { ...parts, body } : body;
  return Object.keys(parts).length ? parts : undefined;
}

/**
 * Turns a call of a logged endpoint into an operation-log row (operator, department, URL, IP,
 * masked and capped parameters and result, status, error, cost) and queues it.
 */
export function operLogRecorder(writer: OperLogWriter, clock: Clock, trustProxy: boolean): OperationRecorder {
  return (event) => {
    const { request, endpoint } = event;
    if (!endpoint.log) return;
    const session = request.session && isSessionRecord(request.session) ? request.session : null;
    // Only the address and its place: the browser and OS parsing of the login log is not needed here.
    const ip = clientIp(request.headers, request.socket.remoteAddress, trustProxy);
    const failed = event.error !== undefined;
    writer.record({
      title: capText(endpoint.log.title, 50),
      businessType: endpoint.log.businessType,
      method: capText(`${endpoint.method} ${endpoint.path}`, 200),
      requestMethod: request.method,
      // 1 a back-office user, 2 an entrant on the portal (the reference's 手机端用户).
      operatorType: request.entrant ? 2 : 1,
      operName: session?.userName ?? request.entrant?.userName ?? '',
      deptName: capText(session?.profile?.dept?.deptName ?? '', 50),
      operUrl: capText(request.url.split('?')[0], 255),
      operIp: ip,
      operLocation: ipLocation(ip),
      operParam: maskedJson(parameters(event)),
      jsonResult: failed ? '' : maskedJson(event.result),
      status: failed ? 1 : 0,
      errorMsg: failed ? capText(maskText(errorText(event.error)), 2000) : '',
      operTime: formatDateTime(clock.now()),
      costTime: Math.round(event.costMs),
    });
  };
}
