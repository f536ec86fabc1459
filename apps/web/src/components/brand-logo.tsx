/** The product's mark: a rising spark over a podium (inline, so it costs no request). */
export function BrandLogo({ size = 40, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
    >
      <defs>
        <linearGradient id="cbo-logo-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5b8cff" />
          <stop offset="1" stopColor="#2347d8" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill="url(#cbo-logo-fill)" />
      <path d="M11 36h7v-8h-7zM20.5 36h7V22h-7zM30 36h7v-11h-7z" fill="#fff" opacity=".92" />
      <path d="M24 7l2.2 5.3L32 13l-4.4 3.7L29 22l-5-3-5 3 1.4-5.3L16 13l5.8-.7z" fill="#ffd666" />
    </svg>
  );
}
