import { unsupportedNodeMessage } from './supported-node';

/*
 * Imported first by main.ts, so it runs before any module that loads native code: on an older Node
 * those crash the process without a word (a segmentation fault, exit 139).
 */
const message = unsupportedNodeMessage(process.versions.node);
if (message) {
  console.error(message);
  process.exit(1);
}
