import sharp from 'sharp';

/**
 * The sample product every library template shows in its preview: a water bottle drawn here as vector
 * art (three shots), so no photograph is shipped. A user's own product replaces it when they use a
 * template.
 */

const SIZE = 1024;

const bottle = (x: number, y: number, scale: number, body: string, cap: string) => `
  <g transform="translate(${x} ${y}) scale(${scale})">
    <ellipse cx="0" cy="330" rx="120" ry="22" fill="#000" opacity="0.18"/>
    <rect x="-55" y="-330" width="110" height="70" rx="18" fill="${cap}"/>
    <rect x="-40" y="-270" width="80" height="40" fill="${cap}" opacity="0.8"/>
    <path d="M-40 -230 C-40 -180 -110 -170 -110 -100 L-110 300 Q-110 330 -80 330 L80 330 Q110 330 110 300 L110 -100 C110 -170 40 -180 40 -230 Z" fill="${body}"/>
    <rect x="-110" y="-20" width="220" height="120" fill="#ffffff" opacity="0.9"/>
    <text x="0" y="55" font-family="sans-serif" font-size="46" font-weight="700" text-anchor="middle" fill="${body}">AURORA</text>
    <path d="M-80 -90 L-80 280" stroke="#ffffff" stroke-width="14" stroke-linecap="round" opacity="0.35"/>
  </g>`;

const SHOTS: ((id: number) => string)[] = [
  // On a soft studio gradient.
  () => `<defs><radialGradient id="g" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#fdf6e3"/><stop offset="1" stop-color="#f2b880"/></radialGradient></defs>
    <rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>${bottle(512, 560, 1.2, '#0f766e', '#1f2937')}`,
  // Outdoors: mountains at dusk.
  () => `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="${SIZE}" height="${SIZE}" fill="url(#s)"/>
    <path d="M0 760 L260 420 L420 600 L640 330 L1024 780 L1024 1024 L0 1024 Z" fill="#1f2937"/>
    <path d="M0 860 L340 640 L560 820 L800 600 L1024 860 L1024 1024 L0 1024 Z" fill="#111827"/>
    ${bottle(700, 600, 0.95, '#0ea5e9', '#0f172a')}`,
  // Three colours side by side.
  () => `<rect width="${SIZE}" height="${SIZE}" fill="#e0f2fe"/><circle cx="512" cy="470" r="380" fill="#bae6fd"/>
    ${bottle(260, 600, 0.8, '#e11d48', '#1f2937')}${bottle(512, 560, 0.95, '#0f766e', '#1f2937')}${bottle(764, 600, 0.8, '#7c3aed', '#1f2937')}`,
];

export const SAMPLE_IMAGE_COUNT = SHOTS.length;

/** Sample shot `n` (1-based) as a PNG. */
export async function sampleImagePng(n: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${SHOTS[n - 1](n)}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
