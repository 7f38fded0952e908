import classes from './BrandColumn.module.css';

const bars = [10, 22, 14, 30, 18, 26, 12, 20, 8];

/** A presenter in a video frame, a voice waveform and a timeline: pure SVG, no external images. */
export function BrandArt() {
  return (
    <svg className={classes.art} viewBox="0 0 300 230" role="img" aria-hidden="true">
      <rect x="28" y="16" width="244" height="156" rx="16" fill="rgba(255,255,255,0.14)" stroke="rgba(255,255,255,0.45)" />
      <clipPath id="fc-frame">
        <rect x="28" y="16" width="244" height="156" rx="16" />
      </clipPath>
      <g clipPath="url(#fc-frame)">
        <circle cx="150" cy="128" r="70" fill="rgba(255,255,255,0.10)" />
        <circle cx="150" cy="80" r="25" fill="#ffe3c7" />
        <path d="M126 74c2-20 44-24 49 2-8-7-20-10-29-6-8 3-14 4-20 4z" fill="#2b1a5e" />
        <path d="M96 180c6-40 30-58 54-58s48 18 54 58z" fill="#ffffff" />
        <path d="M138 124l12 16 12-16" fill="none" stroke="#7b3fe4" strokeWidth="4" strokeLinecap="round" />
      </g>
      <circle cx="244" cy="42" r="15" fill="#ffffff" />
      <path d="M239 34v16l13-8z" fill="#6d44fb" />
      <rect x="40" y="28" width="46" height="16" rx="8" fill="rgba(20,10,60,0.35)" />
      <circle cx="50" cy="36" r="4" fill="#ff5d7a" />
      <rect x="58" y="33" width="20" height="6" rx="3" fill="rgba(255,255,255,0.8)" />
      <g transform="translate(44 132)">
        {bars.map((h, i) => (
          <rect key={i} className={classes.bar} x={i * 7} y={-h / 2} width="4" height={h} rx="2" fill="#ffd36e" style={{ animationDelay: `${i * 0.12}s` }} />
        ))}
      </g>
      <rect x="28" y="186" width="244" height="28" rx="8" fill="rgba(255,255,255,0.16)" />
      <rect x="36" y="193" width="68" height="14" rx="4" fill="#ffd36e" opacity="0.9" />
      <rect x="108" y="193" width="92" height="14" rx="4" fill="#7ef0d0" opacity="0.9" />
      <rect x="204" y="193" width="60" height="14" rx="4" fill="rgba(255,255,255,0.85)" />
      <line x1="132" y1="180" x2="132" y2="220" stroke="#ffffff" strokeWidth="2" />
      <circle cx="132" cy="180" r="4" fill="#ffffff" />
      <path d="M22 8l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#ffffff" opacity="0.85" />
      <path d="M284 150l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#ffffff" opacity="0.7" />
    </svg>
  );
}
