import { getOpenApiDocument } from '@cbo/contracts';
import { Alert, Button, Card, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../core/http/api';
import { useT } from '../../../core/i18n';
import { mountSwaggerUi, type OpenApiDocument } from './load-swagger-ui';
import './swagger.css';

type Status = 'loading' | 'ready' | 'failed';

/**
 * 系统接口 (tool/swagger, tool:swagger:list): Swagger UI over the server's OpenAPI document, inside
 * the layout; "Try it out" calls the API with the current token.
 */
function SwaggerPage() {
  const t = useT();
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads on demand.
  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | undefined;
    setStatus('loading');
    (async () => {
      try {
        const document: OpenApiDocument = await api(getOpenApiDocument);
        if (cancelled || !host.current) return;
        unmount = await mountSwaggerUi(host.current, document);
        if (cancelled) unmount();
        else setStatus('ready');
      } catch {
        if (!cancelled) setStatus('failed');
      }
    })();
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [attempt]);

  return (
    <Card className="cbo-swagger" variant="borderless">
      {status === 'loading' && (
        <div className="cbo-swagger__loading">
          <Spin tip={t('swagger.loading')}>
            <div className="cbo-swagger__spin-space" />
          </Spin>
        </div>
      )}
      {status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('swagger.failed')}
          action={
            <Button size="small" onClick={() => setAttempt((value) => value + 1)}>
              {t('swagger.retry')}
            </Button>
          }
        />
      )}
      <div ref={host} className="cbo-swagger__ui" />
    </Card>
  );
}

export { SwaggerPage as Component };
