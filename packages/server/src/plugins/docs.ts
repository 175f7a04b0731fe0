import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DATASET_DOWNLOADS, DATASET_LICENCE } from '@libatlas/contracts';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_CSP } from './security';

export const DOCS_PREFIX = '/api/docs';

const DESCRIPTION = [
  'The bilingual directory of national libraries. Send `Authorization: Bearer <token>` (from POST /api/users/login) where a route needs a user. Errors answer `{ statusCode, error, message, details? }`.',
  `**Open data.** The directory is published under ${DATASET_LICENCE.name} (${DATASET_LICENCE.url}): the compilation is in the public domain, and each record names the pages its facts were read from (\`sources\`, and \`factSources\` per fact). It can be downloaded whole, always current: ${DATASET_DOWNLOADS.map((download) => `\`${download.path}\``).join(', ')} (CSV in UTF-8 with a byte order mark, a GeoJSON FeatureCollection of points, schema.org JSON-LD); GET /api/dataset says what they hold.`,
  '**Cross-origin reads.** The public reads (GET and HEAD of /api/libraries, /api/libraries/{id}, /api/directory, /api/directory/libraries, /api/dataset, /api/settings, this document, the downloads and the feeds) answer any origin with `Access-Control-Allow-Origin: *` (no credentials); a write, a personal or admin read, and any request that carries a token get no CORS grant.',
  "**Ids.** A library's `id` never changes once published. A removed library's id is never given to another library; a record merged into another answers `301 Moved Permanently` with the surviving record's address.",
].join('\n\n');

/** OpenAPI built from the routes' zod schemas, browsable at /api/docs (JSON at /api/docs/json). */
export const docsPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'National Libraries Atlas API',
        description: DESCRIPTION,
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
      tags: [
        { name: 'health' },
        { name: 'libraries' },
        { name: 'dataset' },
        { name: 'users' },
        { name: 'suggestions' },
        { name: 'library edits' },
        { name: 'notifications' },
        { name: 'settings' },
        { name: 'uploads' },
        { name: 'chat' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: DOCS_CSP });
});
