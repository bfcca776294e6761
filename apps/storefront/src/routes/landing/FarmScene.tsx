/** The hero's illustration: sun, hills, a barn and rows of crops; the brand colours come from the CSS. */
export function FarmScene() {
  return (
    <svg className="farm-scene" viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <rect width="480" height="360" rx="28" fill="#e9f4e4" />
      <circle className="farm-scene-sun" cx="360" cy="96" r="46" />
      <circle className="farm-scene-sun" cx="360" cy="96" r="64" opacity="0.25" />
      <path d="M0 210c80-50 170-60 250-30s160 20 230-20v200H0Z" fill="#9fd18b" />
      <path d="M0 250c100-40 200-30 290 0s140 10 190-10v120H0Z" fill="#5fae5a" />
      <path className="farm-scene-field" d="M0 300c120-30 260-30 480 0v60H0Z" />
      <g stroke="#d8efcf" strokeWidth="4" strokeLinecap="round" fill="none" opacity="0.8">
        <path d="M60 344c30-22 70-34 110-38" />
        <path d="M160 348c40-26 90-40 140-44" />
        <path d="M290 350c40-26 90-38 150-40" />
      </g>
      <g className="farm-scene-barn">
        <rect x="96" y="178" width="54" height="40" rx="4" />
        <path d="M88 182l35-30 35 30Z" />
      </g>
      <rect className="farm-scene-sun" x="114" y="196" width="18" height="22" />
      <g fill="#2e8b45">
        <path d="M330 268c0-14 8-22 20-24-1 13-8 21-20 24Z" />
        <path d="M330 268c0-11-6-17-16-19 0 11 6 17 16 19Z" />
        <path d="M390 262c0-14 8-22 20-24-1 13-8 21-20 24Z" />
        <path d="M390 262c0-11-6-17-16-19 0 11 6 17 16 19Z" />
        <path d="M270 274c0-14 8-22 20-24-1 13-8 21-20 24Z" />
        <path d="M270 274c0-11-6-17-16-19 0 11 6 17 16 19Z" />
      </g>
    </svg>
  );
}
