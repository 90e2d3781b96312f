import sharp from 'sharp';

/**
 * Flat illustrations of the demo shop's menus (a tray with what each holds), drawn as SVG and rendered
 * to PNG at seed time, so they go through the real upload pipeline like an owner's photo.
 */
function tray(background: string, accent: string, drawing: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
    <rect width="800" height="600" fill="${background}"/>
    <circle cx="700" cy="80" r="150" fill="${accent}" opacity="0.16"/>
    <circle cx="80" cy="560" r="120" fill="${accent}" opacity="0.12"/>
    <rect x="70" y="150" width="660" height="380" rx="40" fill="#8b5e3c"/>
    <rect x="90" y="170" width="620" height="340" rx="28" fill="#a8744c"/>
    ${drawing}
  </svg>`;
}

const soupBowl = (x: number, soup: string) => `
  <ellipse cx="${x}" cy="360" rx="120" ry="100" fill="#fff7ee"/>
  <ellipse cx="${x}" cy="350" rx="100" ry="78" fill="${soup}"/>
  <circle cx="${x - 30}" cy="340" r="12" fill="#8a3b12"/><circle cx="${x + 25}" cy="365" r="10" fill="#8a3b12"/>`;

const sandwich = (x: number) => `
  <path d="M${x - 110} 330 Q${x} 260 ${x + 110} 330 L${x + 100} 390 L${x - 100} 390 Z" fill="#d99a4e"/>
  <rect x="${x - 105}" y="345" width="210" height="14" rx="7" fill="#5fa142"/>
  <rect x="${x - 100}" y="359" width="200" height="14" rx="7" fill="#f4c542"/>`;

const bottle = (x: number) => `
  <path d="M${x - 18} 210 h36 v40 q30 20 30 60 v150 q0 14 -14 14 h-68 q-14 0 -14 -14 v-150 q0 -40 30 -60 Z" fill="#bfe0f6"/>
  <rect x="${x - 22}" y="196" width="44" height="20" rx="6" fill="#1d4ed8"/>
  <rect x="${x - 48}" y="330" width="96" height="50" fill="#1e40af"/>`;

const croque = (x: number) => `
  <rect x="${x - 110}" y="280" width="220" height="150" rx="24" fill="#e2a55a" transform="rotate(-6 ${x} 355)"/>
  <path d="M${x - 100} 290 Q${x - 40} 330 ${x - 60} 350 Q${x} 340 ${x + 20} 370 Q${x + 60} 320 ${x + 100} 350 L${x + 100} 290 Z" fill="#f7d25c" transform="rotate(-6 ${x} 355)"/>`;

const mousse = (x: number) => `
  <path d="M${x - 70} 270 L${x + 70} 270 L${x + 55} 440 Q${x} 455 ${x - 55} 440 Z" fill="#f5efe6" opacity="0.9"/>
  <path d="M${x - 62} 320 L${x + 62} 320 L${x + 55} 440 Q${x} 455 ${x - 55} 440 Z" fill="#5b3423"/>
  <ellipse cx="${x}" cy="300" rx="50" ry="26" fill="#fffaf0"/>`;

const salad = (x: number) => `
  <ellipse cx="${x}" cy="360" rx="130" ry="105" fill="#ffffff"/>
  <circle cx="${x - 50}" cy="340" r="40" fill="#6aa84f"/><circle cx="${x + 30}" cy="320" r="44" fill="#57b65f"/>
  <circle cx="${x + 10}" cy="385" r="38" fill="#3f9b4f"/><circle cx="${x - 20}" cy="360" r="16" fill="#f4c542"/>
  <circle cx="${x + 55}" cy="380" r="12" fill="#2d2d2d"/><circle cx="${x - 60}" cy="395" r="12" fill="#d9461c"/>`;

const pie = (x: number) => `
  <path d="M${x - 80} 420 L${x} 280 L${x + 80} 420 Z" fill="#e7b870"/>
  <path d="M${x - 80} 420 L${x} 280 L${x + 10} 298 L${x - 62} 420 Z" fill="#c98d5c"/>
  <path d="M${x - 40} 380 q20 -12 40 0 q20 12 40 0" stroke="#a05a2c" stroke-width="8" fill="none"/>`;

const tea = (x: number) => `
  <path d="M${x - 55} 270 L${x + 55} 270 L${x + 45} 440 Q${x} 452 ${x - 45} 440 Z" fill="#c9a227" opacity="0.85"/>
  <path d="M${x - 30} 262 q20 -50 60 -30 q-16 30 -60 30 Z" fill="#3f9b4f"/>`;

const PICTURES = {
  lunch: tray('#fde3d3', '#dc2626', `${soupBowl(240, '#d9461c')}${sandwich(480)}${bottle(640)}`),
  croque: tray('#fdf0d8', '#9a3412', `${croque(300)}${mousse(560)}`),
  healthy: tray('#e5f4dd', '#15803d', `${salad(230)}${pie(450)}${tea(620)}`),
} as const;

export type DemoMenuPicture = keyof typeof PICTURES;

/** A demo menu picture as a PNG, as an owner's upload would arrive. */
export function renderDemoMenuPicture(picture: DemoMenuPicture): Promise<Buffer> {
  return sharp(Buffer.from(PICTURES[picture])).png().toBuffer();
}
