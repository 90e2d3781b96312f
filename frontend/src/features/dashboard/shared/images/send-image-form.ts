import { CATALOG_MESSAGES, IMAGE_MESSAGES } from '@bestelklaar/domain';
import { ApiError } from '../../../../api/api-error';
import { apiRequest } from '../../../../api/client';

/** Writes that carry a photo; the spec gives them a minute. */
export const IMAGE_FORM_TIMEOUT_MS = 60_000;

/**
 * Sends a multipart form with a photo (a product's, a menu's). Aborted after a minute with the
 * spec's message; a 413 always gets the spec's message, also when a proxy in front of the server gave it.
 */
export async function sendImageForm<T>(
  path: string,
  method: 'POST' | 'PUT',
  form: FormData,
  fallback: string,
): Promise<T> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), IMAGE_FORM_TIMEOUT_MS);
  try {
    return await apiRequest<T>(path, { method, body: form, signal: controller.signal, fallback });
  } catch (error) {
    if ((error as Error).name === 'AbortError')
      throw new ApiError(0, { message: CATALOG_MESSAGES.requestTimedOut }, fallback);
    if (error instanceof ApiError && error.status === 413)
      throw new ApiError(413, { message: IMAGE_MESSAGES.tooLarge }, fallback);
    throw error;
  } finally {
    window.clearTimeout(timer);
  }
}
