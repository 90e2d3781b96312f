import type { INestApplicationContext } from '@nestjs/common';

export async function seedDemoMenus(_app: INestApplicationContext, _accountId: string): Promise<void> {}
