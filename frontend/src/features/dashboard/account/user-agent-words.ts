/** The browsers a user agent names, most specific first (Edge and Opera also say Chrome and Safari). */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

/** The systems, most specific first (an iPhone says 'like Mac OS X', Android says Linux). */
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (userAgent: string, table: [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** A user agent in plain words: 'Chrome op Windows', 'Safari op iPhone', 'Onbekend apparaat'. */
export function userAgentInWords(userAgent: string | null): string {
  if (!userAgent) return 'Onbekend apparaat';
  const browser = first(userAgent, BROWSERS);
  const system = first(userAgent, SYSTEMS);
  if (browser && system) return `${browser} op ${system}`;
  if (browser) return browser;
  if (system) return `Een browser op ${system}`;
  return 'Onbekend apparaat';
}
