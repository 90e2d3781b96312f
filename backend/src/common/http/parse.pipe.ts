import { PipeTransform } from '@nestjs/common';
import type { Parsed } from '@bestelklaar/domain';
import { ValidationFailed } from '../errors/app-error';

/**
 * Reads a request body with one of the domain's parse… functions: the handler gets the typed value,
 * the client a 400 with the parser's Dutch message per field. `@Body(new ParsePipe(parseCollection))`.
 */
export class ParsePipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly parse: (input: unknown) => Parsed<T>) {}

  transform(input: unknown): T {
    const parsed = this.parse(input);
    if (!parsed.ok) throw ValidationFailed.ofFields(parsed.errors);
    return parsed.value;
  }
}
