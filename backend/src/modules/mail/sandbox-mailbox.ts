import { Inject, Injectable } from '@nestjs/common';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { isUuid } from '../../common/ids';

/** Without SMTP_URL, mails land here: one RFC 822 `.eml` file per mail, named by its id. */
@Injectable()
export class SandboxMailbox {
  private readonly directory: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.directory = join(config.dataDir, 'mailbox');
  }

  /** Written aside and renamed, so a reader never sees half a message. */
  async store(mailId: string, message: Buffer): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const temporary = join(this.directory, `.${mailId}.eml.tmp`);
    await writeFile(temporary, message);
    await rename(temporary, this.fileOf(mailId));
  }

  /** The ids of the mails stored here. */
  async mailIds(): Promise<Set<string>> {
    try {
      const names = await readdir(this.directory);
      return new Set(names.filter((name) => name.endsWith('.eml')).map((name) => name.slice(0, -4)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
      throw error;
    }
  }

  /** The stored message, or undefined when there is none by that id. */
  async message(mailId: string): Promise<Buffer | undefined> {
    if (!isUuid(mailId)) return undefined;
    try {
      return await readFile(this.fileOf(mailId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** Removes the stored messages of mails that are no longer kept (those never stored are skipped). */
  async remove(mailIds: string[]): Promise<void> {
    for (const mailId of mailIds) await rm(this.fileOf(mailId), { force: true });
  }

  private fileOf(mailId: string): string {
    return join(this.directory, `${mailId}.eml`);
  }
}
