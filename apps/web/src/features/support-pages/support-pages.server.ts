import 'server-only';
import {
  type CustomerType,
  DEVICE_LIST_PATH,
  type DeviceListResponse,
  DeviceListResponseSchema,
  type DeviceResponse,
  DeviceResponseSchema,
  deviceUrl,
  type LineOfService,
  type OutageZipResponse,
  OutageZipResponseSchema,
  outageZipUrl,
  type ServiceArticle,
  ServiceArticlesResponseSchema,
  serviceArticlesUrl,
  type TopSolutionsResponse,
  TopSolutionsResponseSchema,
  topSolutionsUrl,
} from '@support/contracts';
import { ApiCallError, apiGet } from '../../server/api.server.ts';
import { ARTICLE_REVALIDATE_SECONDS, KB_CACHE_TAG } from '../articles/articles.server.ts';

/** Top solutions and outages change by the minute: Next's data cache keeps them this long (seconds). */
const LIVE_REVALIDATE_SECONDS = 60;
/** The device catalogue changes with a content release (the API answers max-age=300). */
const CATALOG_REVALIDATE_SECONDS = 300;

const failure = (error: unknown) =>
  error instanceof ApiCallError
    ? { status: error.status, errorCode: error.errorCode }
    : { error: error instanceof Error ? error.name : String(error) };

/**
 * The articles of a topic page's service. A failure is logged and the page shows no topics
 * (seed 001 §8: support pages show no error message).
 */
export async function fetchServiceArticles(
  lineOfService: LineOfService,
  customerType: CustomerType,
): Promise<ServiceArticle[]> {
  try {
    const res = await apiGet(serviceArticlesUrl(lineOfService, customerType), ServiceArticlesResponseSchema, {
      revalidate: ARTICLE_REVALIDATE_SECONDS,
      tags: [KB_CACHE_TAG],
    });
    return res.articles;
  } catch (error) {
    console.warn('service articles did not load; the topic page shows none', failure(error));
    return [];
  }
}

/** Seed 001 §7 top solutions for a tag; none when the call fails (logged, seed 001 §8). */
export async function fetchTopSolutions(
  tags: string,
  customerType: CustomerType,
): Promise<TopSolutionsResponse['articleLinks']> {
  try {
    const res = await apiGet(
      `${topSolutionsUrl(tags)}&customerType=${customerType}`,
      TopSolutionsResponseSchema,
      {
        revalidate: LIVE_REVALIDATE_SECONDS,
      },
    );
    return res.articleLinks;
  } catch (error) {
    console.warn('top solutions did not load', failure(error));
    return [];
  }
}

/** Active outages at a (valid) ZIP code; throws ApiCallError when the check could not be made. */
export function checkOutages(zip: string): Promise<OutageZipResponse> {
  return apiGet(outageZipUrl(zip), OutageZipResponseSchema, { revalidate: LIVE_REVALIDATE_SECONDS });
}

/** Every make and its models, for the device selector. Throws ApiCallError when it did not load. */
export function fetchDeviceList(): Promise<DeviceListResponse> {
  return apiGet(`${DEVICE_LIST_PATH}?appId=ecare`, DeviceListResponseSchema, {
    revalidate: CATALOG_REVALIDATE_SECONDS,
  });
}

/** One device's page data, or undefined when the catalogue has no such device (404). */
export async function fetchDevice(make: string, model: string): Promise<DeviceResponse | undefined> {
  try {
    return await apiGet(deviceUrl(make, model), DeviceResponseSchema, {
      revalidate: CATALOG_REVALIDATE_SECONDS,
      tags: [KB_CACHE_TAG],
    });
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) return undefined;
    throw error;
  }
}
