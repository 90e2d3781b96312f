/** The oldest Node major the server runs on (package.json `engines`); older ones crash in native code. */
export const REQUIRED_NODE_MAJOR = 24;

/** The Dutch sentence for a Node too old to run the server, or undefined when `version` will do. */
export function unsupportedNodeMessage(version: string): string | undefined {
  const major = Number(version.split('.')[0]);
  if (major >= REQUIRED_NODE_MAJOR) return undefined;
  return (
    `Bestelklaar start niet: deze Node is versie ${version}, maar Bestelklaar heeft Node ${REQUIRED_NODE_MAJOR} of nieuwer nodig; ` +
    `start met npm start (dat gebruikt de Node ${REQUIRED_NODE_MAJOR} uit node_modules/.bin) of installeer Node ${REQUIRED_NODE_MAJOR}.`
  );
}
