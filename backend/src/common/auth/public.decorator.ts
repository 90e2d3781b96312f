import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Opens a route or controller to callers without a token; everything else requires one. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
