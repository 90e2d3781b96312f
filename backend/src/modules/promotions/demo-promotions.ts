import type { INestApplicationContext } from '@nestjs/common';

export async function seedDemoDiscounts(_app: INestApplicationContext, _accountId: string): Promise<void> {}
