// `npm run openapi`: rewrites docs/openapi.json from the endpoint descriptors.
import { writeFileSync } from 'node:fs';
import { generateDocument, OPENAPI_FILE } from './document';

writeFileSync(OPENAPI_FILE, await generateDocument());
console.log(`written ${OPENAPI_FILE}`);
