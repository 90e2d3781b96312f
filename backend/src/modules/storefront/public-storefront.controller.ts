import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { LANGUAGE_PARAMETER, parseLanguageQuery, type Language } from '@bestelklaar/domain';
import { Public } from '../../common/auth/public.decorator';
import { NotFound } from '../../common/errors/app-error';
import { ParsePipe } from '../../common/http/parse.pipe';
import { sendCachedAnswer } from '../../common/http/conditional-send';
import { StorefrontService } from './storefront.service';
import { ApiRoute } from '../../common/openapi/api-route.decorator';

/**
 * Browsers revalidate every time (a 304 costs a few bytes), so an owner's change shows on the next
 * load. A CDN may answer for 15 s, and 45 s more from its stale copy while it revalidates: a crowd
 * on one shop reaches this server about once per 15 s per edge, and a change is everywhere within a
 * minute. The origin answers from memory, so a short shared lifetime costs it nothing.
 */
export const STOREFRONT_CACHE_CONTROL = 'public, max-age=0, s-maxage=15, stale-while-revalidate=45';

/**
 * Everything a launched shop's page shows, in one read per language (`?lang=`; without it the
 * shop's default); an unknown or unlaunched shop is a 404. The language is in the address, not in
 * a header, so every cache keeps each language apart without `Vary`.
 */
@Public()
@Controller('shop/:shop')
export class PublicStorefrontController {
  constructor(private readonly storefront: StorefrontService) {}

  @ApiRoute({
    summary: "Everything a launched shop's page shows, in one read per language (ETag, 304)",
    query: 'StorefrontQuery',
    answer: 'StorefrontView',
    answers: { 304: null },
    failures: [400, 404],
  })
  @Get('storefront')
  async storefrontOf(
    @Param('shop') shop: string,
    @Query(LANGUAGE_PARAMETER, new ParsePipe(parseLanguageQuery)) language: Language | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const answer = await this.storefront.answer(shop, language);
    if (!answer) {
      // A shop may launch any moment: nobody keeps its absence.
      response.setHeader('Cache-Control', 'no-cache');
      throw new NotFound();
    }
    sendCachedAnswer(request, response, {
      body: answer.json,
      etag: answer.etag,
      contentType: 'application/json; charset=utf-8',
      cacheControl: STOREFRONT_CACHE_CONTROL,
    });
  }
}
