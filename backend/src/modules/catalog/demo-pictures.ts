import sharp from 'sharp';

/**
 * Flat illustrations for the demo shop's products, drawn as SVG and rendered to PNG at seed time,
 * so a fresh clone needs no image files and the pictures go through the real upload pipeline.
 */
const WIDTH = 800;
const HEIGHT = 600;

function scene(background: string, accent: string, drawing: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 800 600">
    <defs>
      <radialGradient id="light" cx="35%" cy="30%" r="90%">
        <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>
        <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="800" height="600" fill="${background}"/>
    <rect width="800" height="600" fill="url(#light)"/>
    <circle cx="690" cy="90" r="150" fill="${accent}" opacity="0.18"/>
    <circle cx="90" cy="560" r="120" fill="${accent}" opacity="0.14"/>
    <ellipse cx="400" cy="470" rx="300" ry="46" fill="#000" opacity="0.08"/>
    ${drawing}
  </svg>`;
}

const board = `<rect x="110" y="380" width="580" height="70" rx="26" fill="#b7794a"/>
  <rect x="110" y="380" width="580" height="18" rx="9" fill="#c98d5c"/>`;

const bowl = (soup: string) => `
  <path d="M170 300 Q400 620 630 300 Z" fill="#fff7ee"/>
  <path d="M170 300 Q400 620 630 300" fill="none" stroke="#e9d5c1" stroke-width="8"/>
  <ellipse cx="400" cy="300" rx="230" ry="58" fill="#f1e1cf"/>
  <ellipse cx="400" cy="302" rx="206" ry="46" fill="${soup}"/>`;

const PICTURES = {
  sandwich: scene(
    '#fbe9d0',
    '#c2410c',
    `${board}
    <path d="M150 330 Q400 230 650 330 Q660 380 600 390 L200 390 Q140 380 150 330 Z" fill="#d99a4e"/>
    <path d="M170 330 Q400 250 630 330" fill="none" stroke="#b8772f" stroke-width="6"/>
    <path d="M165 345 q30 -22 60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0 t60 0" fill="none" stroke="#5fa142" stroke-width="16" stroke-linecap="round"/>
    <rect x="175" y="350" width="450" height="18" rx="8" fill="#f4c542"/>
    <rect x="170" y="366" width="460" height="16" rx="8" fill="#e58f95"/>
    <path d="M250 300 l30 -22 M340 282 l30 -20 M430 280 l30 -18 M520 290 l30 -18" stroke="#b8772f" stroke-width="8" stroke-linecap="round"/>`,
  ),
  croque: scene(
    '#fdf0d8',
    '#9a3412',
    `<ellipse cx="400" cy="380" rx="270" ry="90" fill="#ffffff"/>
    <ellipse cx="400" cy="372" rx="240" ry="72" fill="#f3ede6"/>
    <rect x="250" y="250" width="300" height="170" rx="28" fill="#e2a55a" transform="rotate(-6 400 335)"/>
    <path d="M265 262 Q330 300 300 330 Q360 318 380 350 Q420 300 460 340 Q500 300 540 330 L540 262 Z" fill="#f7d25c" transform="rotate(-6 400 335)"/>
    <circle cx="330" cy="300" r="9" fill="#c98a2b"/><circle cx="450" cy="290" r="7" fill="#c98a2b"/>
    <path d="M600 330 l40 -10 M610 360 l44 0" stroke="#6aa84f" stroke-width="14" stroke-linecap="round"/>`,
  ),
  tomatoSoup: scene(
    '#fde3d3',
    '#dc2626',
    `${bowl('#d9461c')}
    <circle cx="330" cy="300" r="20" fill="#9b4a21"/><circle cx="420" cy="290" r="18" fill="#9b4a21"/>
    <circle cx="480" cy="314" r="17" fill="#9b4a21"/><circle cx="370" cy="318" r="14" fill="#9b4a21"/>
    <path d="M300 282 q8 -10 16 0 M450 320 q8 -10 16 0 M520 292 q8 -10 16 0" stroke="#4d8b31" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  ),
  salad: scene(
    '#e4f3dc',
    '#15803d',
    `${bowl('#7cbf4a')}
    <circle cx="300" cy="292" r="34" fill="#5fa142"/><circle cx="380" cy="270" r="40" fill="#8ccf5a"/>
    <circle cx="470" cy="285" r="38" fill="#5fa142"/><circle cx="540" cy="300" r="26" fill="#8ccf5a"/>
    <circle cx="340" cy="315" r="20" fill="#e03131"/><circle cx="450" cy="318" r="18" fill="#e03131"/>
    <ellipse cx="400" cy="300" rx="30" ry="22" fill="#ffffff"/><circle cx="400" cy="300" r="13" fill="#f7c531"/>
    <ellipse cx="510" cy="272" rx="16" ry="9" fill="#2f3b2a"/>`,
  ),
  mousse: scene(
    '#f3e3d8',
    '#7c2d12',
    `<path d="M290 190 L510 190 L470 440 Q400 470 330 440 Z" fill="#ffffff" opacity="0.55"/>
    <path d="M300 240 L500 240 L472 420 Q400 450 328 420 Z" fill="#5b2d16"/>
    <path d="M305 270 L495 270 L488 320 L312 320 Z" fill="#7a4020"/>
    <path d="M296 240 Q320 200 360 226 Q390 180 430 222 Q470 196 504 240 Z" fill="#fff6ea"/>
    <circle cx="420" cy="205" r="16" fill="#c0262d"/><path d="M420 190 q10 -24 26 -28" stroke="#3f6d2c" stroke-width="5" fill="none"/>
    <rect x="360" y="440" width="80" height="24" rx="8" fill="#ffffff" opacity="0.6"/>`,
  ),
  applePie: scene(
    '#fbeedd',
    '#b45309',
    `<ellipse cx="400" cy="400" rx="250" ry="80" fill="#ffffff"/>
    <path d="M230 380 L570 380 L560 300 L400 220 Z" fill="#f2c374"/>
    <path d="M230 380 L570 380 L570 410 L230 410 Z" fill="#d99a4e"/>
    <path d="M400 222 L560 300 L570 380" fill="none" stroke="#c07a2c" stroke-width="14" stroke-linejoin="round"/>
    <path d="M280 350 L520 350 M320 320 L500 320 M360 290 L470 290" stroke="#d18b3f" stroke-width="12" stroke-linecap="round"/>
    <ellipse cx="610" cy="330" rx="48" ry="34" fill="#fff8ef"/>`,
  ),
  mintTea: scene(
    '#def2ea',
    '#0f766e',
    `<path d="M300 200 L500 200 L480 450 Q400 470 320 450 Z" fill="#ffffff" opacity="0.6"/>
    <path d="M308 250 L492 250 L478 440 Q400 458 322 440 Z" fill="#c9a227" opacity="0.85"/>
    <path d="M350 240 q30 -60 80 -40 q-20 40 -80 40 Z" fill="#3f9b4f"/>
    <path d="M420 230 q40 -50 80 -20 q-30 30 -80 20 Z" fill="#57b65f"/>
    <ellipse cx="400" cy="252" rx="92" ry="10" fill="#e4c54a"/>
    <path d="M360 150 q20 -30 0 -60 M420 150 q20 -30 0 -60" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round" opacity="0.8"/>`,
  ),
  sparklingWater: scene(
    '#dcebf7',
    '#1d4ed8',
    `<path d="M360 120 L440 120 L440 170 Q500 200 500 260 L500 450 Q500 470 480 470 L320 470 Q300 470 300 450 L300 260 Q300 200 360 170 Z" fill="#bfe0f6" opacity="0.9"/>
    <rect x="350" y="96" width="100" height="32" rx="8" fill="#1d4ed8"/>
    <rect x="300" y="300" width="200" height="90" fill="#1e40af"/>
    <path d="M330 345 h140" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/>
    <circle cx="340" cy="420" r="7" fill="#ffffff"/><circle cx="380" cy="440" r="5" fill="#ffffff"/>
    <circle cx="450" cy="425" r="8" fill="#ffffff"/><circle cx="420" cy="280" r="6" fill="#ffffff"/>`,
  ),
} as const;

export type DemoPicture = keyof typeof PICTURES;

/** A demo picture as a PNG, as an owner's upload would arrive. */
export function renderDemoPicture(picture: DemoPicture): Promise<Buffer> {
  return sharp(Buffer.from(PICTURES[picture])).png().toBuffer();
}
