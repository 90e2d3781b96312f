import { apiRequest, type RequestOptions } from '../../api/client';
import { activeLanguage } from '../../i18n/i18n';

/** A request of a shop's pages: the server answers its messages in the language the page shows. */
export function shopRequest<T>(path: string, options: RequestOptions): Promise<T> {
  return apiRequest<T>(path, {
    ...options,
    headers: { ...options.headers, 'Accept-Language': activeLanguage() },
  });
}
