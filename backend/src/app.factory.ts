import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule, AppOptions } from './app.module';
import { AppConfig } from './config/app-config';
import { bodyParsers } from './common/http/body-parsers';
import { noStore, PRIVATE_PATHS } from './common/http/no-store';
import { redirectAliasesToCanonical } from './common/http/canonical-host';
import { publicOriginsOf } from './common/http/public-origins';
import { serveFrontend } from './common/http/serve-frontend';
import { warnOfUntrustedProxy } from './common/http/untrusted-proxy-warning';
import { databaseUnavailableHandler } from './common/errors/database-unavailable';
import { StorefrontPages } from './modules/storefront/storefront-pages';
import { apiDescription } from './common/openapi/api-description';
import { openApiDocument } from './common/openapi/openapi-document';

/** Builds the whole application (API, docs, SPA) without listening, so tests and main share it. */
export async function createApp(
  config: AppConfig,
  databaseUrl: string,
  options: AppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, databaseUrl, options),
    {
      bufferLogs: true,
      bodyParser: false,
    },
  );
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  if (config.trustProxy === false) app.use(warnOfUntrustedProxy());
  app.use(redirectAliasesToCanonical(publicOriginsOf(config)));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'connect-src': ["'self'"],
          // Served over plain HTTP on a LAN too; TLS is the proxy's job in production.
          'upgrade-insecure-requests': null,
        },
      },
    }),
  );
  if (config.corsOrigins.length > 0) app.enableCors({ origin: config.corsOrigins });
  app.use(PRIVATE_PATHS, noStore);
  app.use(bodyParsers());
  app.setGlobalPrefix('api');
  app.use(app.get(StorefrontPages).handler);
  app.use(serveFrontend(config.frontendDist, config.publicBaseUrl));
  app.use(databaseUnavailableHandler);
  mountOpenApi(app, config);
  return app;
}

function mountOpenApi(app: INestApplication, config: AppConfig): void {
  const document = apiDescription(app);
  // Ahead of Swagger's own route, which sends the document uncompressed.
  app.use('/api/openapi.json', openApiDocument(document));
  SwaggerModule.setup('api/docs', app, document as unknown as OpenAPIObject, {
    jsonDocumentUrl: 'api/openapi.json',
    ui: config.env === 'development',
    raw: ['json'],
  });
}
