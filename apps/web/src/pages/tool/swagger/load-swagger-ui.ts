import type { SwaggerRequest } from 'swagger-ui-dist';
import { getToken } from '../../../core/auth/token';

export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  [key: string]: unknown;
}

/**
 * Swagger UI's requests carry the current token, as the app's request client sends it (read at
 * each call: a new login takes effect without reopening the page).
 */
export function withToken(request: SwaggerRequest): SwaggerRequest {
  const token = getToken();
  if (token) request.headers = { ...(request.headers as Record<string, string>), Authorization: `Bearer ${token}` };
  return request;
}

/**
 * The document's paths carry the API prefix already (/prod-api/...): "Try it out" calls this
 * origin, where the web app and the API are served together (proxied in development).
 */
export function onThisOrigin(document: OpenApiDocument, origin: string): OpenApiDocument {
  return document.servers?.length ? document : { ...document, servers: [{ url: origin }] };
}

/** Swagger UI and its styles, loaded only when the explorer opens (about 1.5 MB: never in the shell's budget). */
export async function mountSwaggerUi(element: HTMLElement, document: OpenApiDocument): Promise<() => void> {
  const [{ default: SwaggerUIBundle }] = await Promise.all([
    import('swagger-ui-dist/swagger-ui-es-bundle.js'),
    import('swagger-ui-dist/swagger-ui.css'),
  ]);
  SwaggerUIBundle({
    domNode: element,
    spec: onThisOrigin(document, window.location.origin),
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    deepLinking: false,
    docExpansion: 'none',
    defaultModelsExpandDepth: -1,
    persistAuthorization: false,
    tryItOutEnabled: false,
    requestInterceptor: withToken,
  });
  return () => {
    element.replaceChildren();
  };
}
