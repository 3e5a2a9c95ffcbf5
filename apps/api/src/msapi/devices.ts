import { join } from 'node:path';
import {
  ApiErrorSchema,
  articleUrl,
  DEVICE_CATALOG_APP_IDS,
  DEVICE_LIST_PATH,
  DEVICE_PATH,
  DeviceCatalogQuerySchema,
  type DeviceListResponse,
  DeviceListResponseSchema,
  type DeviceMakeFile,
  DeviceMakeFileSchema,
  DeviceParamsSchema,
  DeviceResponseSchema,
  HTTP_ERROR,
} from '@support/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessRule, HttpError } from '../platform/errors.ts';
import type { KnowledgeBase } from '../platform/knowledge.ts';
import { jsonFiles, readJsonFile } from '../platform/seed.ts';

/** The catalogue changes with a release of content files: caches may keep it five minutes. */
const CATALOG_CACHE = 'public, max-age=300';

/**
 * content/devices/*.json, one make per file, read once at start. A malformed file, a make in two
 * files or a model twice in one make stops start-up naming the file.
 */
export function loadDeviceCatalog(dir: string): Map<string, DeviceMakeFile> {
  const makes = new Map<string, DeviceMakeFile>();
  for (const file of jsonFiles(dir)) {
    const make = readJsonFile(file, DeviceMakeFileSchema);
    if (makes.has(make.make)) throw new Error(`${file}: make "${make.make}" is in another file too`);
    const models = new Set<string>();
    for (const m of make.models) {
      if (models.has(m.model)) throw new Error(`${file}: model "${m.model}" is listed twice`);
      models.add(m.model);
    }
    makes.set(make.make, make);
  }
  return makes;
}

function checkAppId(appId: string): void {
  if (!(DEVICE_CATALOG_APP_IDS as readonly string[]).includes(appId)) throw businessRule('Unknown appId');
}

/**
 * Seed 001 §7 device support catalogue (`appId=ecare`), and the list the device selector
 * (/device-support/selector/) picks from. A device's articles are those of its file that the
 * knowledge base has now (the engine is read per request, so a rebuilt index shows at once).
 */
export const deviceRoutes: FastifyPluginAsyncZod<{ kb: KnowledgeBase; contentDir: string }> = async (
  app,
  { kb, contentDir },
) => {
  const catalog = loadDeviceCatalog(join(contentDir, 'devices'));
  const list: DeviceListResponse = {
    makes: [...catalog.values()]
      .sort((a, b) => a.displayName.localeCompare(b.displayName))
      .map((make) => ({
        make: make.make,
        displayName: make.displayName,
        models: [...make.models]
          .sort((a, b) => b.year - a.year || a.displayName.localeCompare(b.displayName))
          .map(({ model, displayName, type, year }) => ({ model, displayName, type, year })),
      })),
  };

  app.get(
    DEVICE_LIST_PATH,
    {
      schema: {
        tags: ['devices'],
        summary: 'Every make and its models (newest first), for the device selector',
        querystring: DeviceCatalogQuerySchema,
        response: { 200: DeviceListResponseSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      checkAppId(request.query.appId);
      reply.header('cache-control', CATALOG_CACHE);
      return list;
    },
  );

  app.get(
    DEVICE_PATH,
    {
      schema: {
        tags: ['devices'],
        summary: "One device's support page data: its names and its support articles",
        params: DeviceParamsSchema,
        querystring: DeviceCatalogQuerySchema,
        response: { 200: DeviceResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      checkAppId(request.query.appId);
      const make = catalog.get(request.params.make);
      const model = make?.models.find((m) => m.model === request.params.model);
      if (!make || !model) throw new HttpError(404, HTTP_ERROR.notFound, 'No such device');
      const engine = kb.engine;
      reply.header('cache-control', CATALOG_CACHE);
      return {
        make: make.make,
        makeDisplayName: make.displayName,
        model: model.model,
        displayName: model.displayName,
        type: model.type,
        year: model.year,
        articles: model.articleIds
          .map((id) => engine.article(id))
          .filter((a) => a !== undefined)
          .map((a) => ({ id: a.id, title: a.title, url: articleUrl(a) })),
      };
    },
  );
};
