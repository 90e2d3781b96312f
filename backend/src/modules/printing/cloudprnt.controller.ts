import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { Throttle } from '@nestjs/throttler';
import type { Response } from 'express';
import { parseCloudPrntPoll, type CloudPrntPoll, type CloudPrntPollAnswer } from '@bestelklaar/domain';
import { Public } from '../../common/auth/public.decorator';
import { NotFound, UnsupportedMediaType } from '../../common/errors/app-error';
import { ParsePipe } from '../../common/http/parse.pipe';
import { isUuid } from '../../common/ids';
import { ApiRoute } from '../../common/openapi/api-route.decorator';
import { CloudPrnt } from './cloudprnt';
import { PRINTER_REQUESTS_PER_MINUTE, PrinterThrottler } from './printer-throttler';

/**
 * Star CloudPRNT at the address the owner typed into the printer (`cloudPrntUrl`): open, the token in
 * the path is the key, and an unknown one is a plain 404. The printer polls (POST), fetches the job
 * it was told of (GET) and confirms it (DELETE with its result code).
 */
@Public()
@UseGuards(PrinterThrottler)
@Throttle({ default: { limit: PRINTER_REQUESTS_PER_MINUTE, ttl: 60_000 } })
@Controller('printers/cloudprnt')
export class CloudPrntController {
  constructor(private readonly cloudPrnt: CloudPrnt) {}

  @ApiRoute({
    summary: "A printer's poll: its status recorded; whether a job is ready, in which media types",
    body: 'CloudPrntPoll',
    answer: 'CloudPrntPollAnswer',
    failures: [404, 429],
  })
  @Post(':token')
  @HttpCode(200)
  async poll(
    @Param('token') token: string,
    @Body(new ParsePipe(parseCloudPrntPoll)) body: CloudPrntPoll,
  ): Promise<CloudPrntPollAnswer> {
    return this.cloudPrnt.poll(token, body);
  }

  @ApiRoute({
    summary:
      'The job the printer was handed, in the media type it chose (404: none; 415: a type not offered)',
    query: 'CloudPrntJobQuery',
    answer: { media: '*/*' },
    failures: [404, 415, 429],
  })
  @Get(':token')
  async job(
    @Param('token') token: string,
    @Query('type') type: string | undefined,
    @Query('token') jobToken: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const ticket = await this.cloudPrnt.job(token, jobIdOf(jobToken), type ?? '');
    if (ticket === 'unsupported') throw new UnsupportedMediaType('Dit mediatype biedt de server niet aan.');
    // Set as it is: Express would add '; charset=utf-8' to text/plain, which the bytes are not (code
    // page 858) and which older HI01X firmware refuses.
    response.status(200).setHeader('Content-Type', ticket.type);
    response.setHeader('Cache-Control', 'no-store');
    response.end(ticket.body);
  }

  @ApiRoute({
    summary:
      "The printer's result for its job: '200 OK' printed (never handed out again), else handed out again",
    query: 'CloudPrntConfirmQuery',
    answer: 'CloudPrntSettled',
    failures: [404, 429],
  })
  @Delete(':token')
  @HttpCode(200)
  async confirm(
    @Param('token') token: string,
    @Query('code') code: string | undefined,
    @Query('token') jobToken: string | undefined,
  ): Promise<{ settled: boolean }> {
    return { settled: await this.cloudPrnt.confirm(token, jobIdOf(jobToken), code ?? '') };
  }
}

/** The jobToken the poll gave (a job's id); one that cannot be names no job. */
function jobIdOf(jobToken: string | undefined): string | null {
  if (jobToken === undefined || jobToken === '') return null;
  if (!isUuid(jobToken)) throw new NotFound();
  return jobToken;
}
