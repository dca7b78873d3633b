import { joinNames } from '@/features/authors/authorModel';

/** Neighborhood labels on the illustration, roughly where they lie (viewBox 800 × 450). */
const neighborhoods = [
  { name: 'Uptown', x: 430, y: 150 },
  { name: 'Downtown', x: 462, y: 188 },
  { name: 'Deep Ellum', x: 545, y: 238 },
  { name: 'Fair Park', x: 595, y: 292 },
  { name: 'West Dallas', x: 270, y: 210 },
  { name: 'Oak Cliff', x: 355, y: 330 },
  { name: 'Bishop Arts', x: 400, y: 290 },
  { name: 'Lake Highlands', x: 655, y: 95 },
  { name: 'Pleasant Grove', x: 650, y: 385 },
  { name: 'Love Field', x: 330, y: 95 },
] as const;

/** The labeled neighborhoods among `places` (case and spacing aside), in the map's order. Pure. */
export function pinnedNeighborhoods(places: readonly string[]): (typeof neighborhoods)[number][] {
  const wanted = new Set(places.map((p) => p.trim().toLowerCase()));
  return neighborhoods.filter((n) => wanted.has(n.name.toLowerCase()));
}

/**
 * A static illustration of Dallas: the Trinity River, the main highways, White Rock Lake and the
 * neighborhoods, with a pin on each of `places` (where the groups and initiatives listed beside it meet)
 * that the map labels. It stands in for the interactive map to come.
 */
export function DallasMapIllustration({ places }: { places: readonly string[] }) {
  const pins = pinnedNeighborhoods(places);
  return (
    <svg
      viewBox="0 0 800 450"
      width="800"
      height="450"
      role="img"
      aria-labelledby="dallas-map-title dallas-map-desc"
      className="h-auto w-full"
    >
      <title id="dallas-map-title">Illustrated map of Dallas neighborhoods</title>
      <desc id="dallas-map-desc">
        The Trinity River runs from the north-west past Downtown toward the south-east, with White Rock Lake to the
        north-east. Labeled areas: Uptown, Downtown, Deep Ellum, Fair Park, West Dallas, Oak Cliff, Bishop Arts,
        Lake Highlands, Pleasant Grove and Love Field.
        {pins.length > 0 ? ` Pins mark where the groups and initiatives listed beside the map meet: ${joinNames(pins.map((p) => p.name))}.` : ''}
      </desc>
      <rect width="800" height="450" fill="#eef0e6" />
      {/* Parks and green space */}
      <path d="M230 300 C 290 280 330 320 300 380 C 260 420 200 380 210 340 Z" fill="#d6e4c5" />
      <path d="M520 330 C 600 340 690 400 720 450 L 540 450 C 520 410 500 360 520 330 Z" fill="#d6e4c5" />
      <path d="M600 60 C 690 40 760 80 760 140 C 740 180 650 170 620 130 Z" fill="#d6e4c5" />
      {/* Trinity River */}
      <path
        d="M40 110 C 150 140 200 190 300 215 C 370 232 380 270 430 268 C 480 266 500 300 540 320 C 600 350 650 420 760 450"
        fill="none"
        stroke="#7fb0d6"
        strokeWidth="14"
        strokeLinecap="round"
      />
      {/* White Rock Lake */}
      <path d="M640 105 C 665 85 705 95 705 125 C 705 160 670 172 648 150 C 632 135 628 115 640 105 Z" fill="#7fb0d6" />
      {/* Highways */}
      <g fill="none" stroke="#ffffff" strokeWidth="9" strokeLinecap="round">
        <path d="M0 228 L 800 252" />
        <path d="M300 0 C 360 120 440 200 470 250 C 500 300 470 380 440 450" />
        <path d="M520 0 C 500 90 480 170 470 235" />
        <path d="M470 235 C 560 180 650 170 800 190" />
      </g>
      <g fill="none" stroke="#c9a24a" strokeWidth="3" strokeLinecap="round">
        <path d="M0 228 L 800 252" />
        <path d="M300 0 C 360 120 440 200 470 250 C 500 300 470 380 440 450" />
        <path d="M520 0 C 500 90 480 170 470 235" />
        <path d="M470 235 C 560 180 650 170 800 190" />
      </g>
      {/* Downtown blocks */}
      <g fill="#9aa6b5">
        <rect x="440" y="200" width="14" height="14" />
        <rect x="458" y="196" width="12" height="18" />
        <rect x="474" y="204" width="12" height="12" />
        <rect x="446" y="218" width="16" height="10" />
      </g>
      {/* Each pin's point just above its neighborhood's label. */}
      {pins.map((p) => (
        <g key={p.name} data-pin={p.name} transform={`translate(${p.x} ${p.y - 22})`}>
          <path d="M0 0 C -10 -14 -10 -26 0 -28 C 10 -26 10 -14 0 0 Z" fill="var(--color-accent)" stroke="#fff" strokeWidth="2" />
          <circle cx="0" cy="-19" r="4" fill="#fff" />
        </g>
      ))}
      <g fontFamily="system-ui, sans-serif" fontSize="19" fontWeight="700" fill="#161a1f" textAnchor="middle">
        {neighborhoods.map((n) => (
          <text key={n.name} x={n.x} y={n.y} stroke="#eef0e6" strokeWidth="4" paintOrder="stroke">
            {n.name}
          </text>
        ))}
      </g>
      <text x="760" y="40" fontFamily="system-ui, sans-serif" fontSize="14" fill="#5b6470" textAnchor="end">
        N ↑
      </text>
    </svg>
  );
}
