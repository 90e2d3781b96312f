import { IsString } from 'class-validator';
import { MESSAGES } from '@bestelklaar/domain';
import { Trim } from '../../../common/http/trim.decorator';

/** Only the type is checked here; the subdomain rules live in the domain and are applied by the service. */
export class AddSubdomainDto {
  @Trim()
  @IsString({ message: MESSAGES.subdomainRequired })
  subdomain: string;
}
