// swagger-ui-dist's ES bundle: the same API as the package's main entry (@types/swagger-ui-dist),
// without its Node-only path helpers, so the browser build can import it.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  import type { SwaggerUIBundle as Bundle } from 'swagger-ui-dist';

  const SwaggerUIBundle: Bundle;
  export default SwaggerUIBundle;
}
