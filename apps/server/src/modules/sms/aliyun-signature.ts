import { createHmac } from 'node:crypto';

/**
 * Alibaba Cloud's RPC percent-encoding (RFC 3986): only A-Z a-z 0-9 - _ . ~ stay literal, a space
 * is %20. encodeURIComponent leaves ! ' ( ) * as they are, so those are encoded here.
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Parameters sorted by name, each name and value percent-encoded, joined with & (no Signature). */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((name) => name !== 'Signature')
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(params[name])}`)
    .join('&');
}

/** `METHOD&%2F&` + the percent-encoded canonical query. */
export function stringToSign(method: 'GET' | 'POST', params: Record<string, string>): string {
  return `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
}

/** The classic RPC signature (SignatureVersion 1.0): Base64(HMAC-SHA1(secret + "&", StringToSign)). */
export function rpcSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign(method, params), 'utf8').digest('base64');
}

/** The signed request as a query string or form body: the canonical query plus its Signature. */
export function signedQuery(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  return `${canonicalQuery(params)}&Signature=${percentEncode(rpcSignature(method, params, accessKeySecret))}`;
}
