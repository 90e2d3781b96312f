import { describe, expect, it } from 'vitest';
import { unsupportedNodeMessage } from './supported-node';

describe('unsupportedNodeMessage', () => {
  it.each(['24.0.0', '24.21.0', '25.1.0', '30.0.0'])('lets Node %s run the server', (version) => {
    expect(unsupportedNodeMessage(version)).toBeUndefined();
  });

  it.each(['20.20.2', '22.14.0', '23.11.1', '18.0.0'])('names Node %s and the Node it needs', (version) => {
    expect(unsupportedNodeMessage(version)).toBe(
      `Bestelklaar start niet: deze Node is versie ${version}, maar Bestelklaar heeft Node 24 of nieuwer nodig; ` +
        'start met npm start (dat gebruikt de Node 24 uit node_modules/.bin) of installeer Node 24.',
    );
  });
});
