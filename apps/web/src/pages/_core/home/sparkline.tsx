/** Values as small bars in an SVG (no chart library on the home page: it is budgeted). */
export function Sparkline({
  values,
  labels,
  color,
  label,
}: {
  values: readonly number[];
  labels: readonly string[];
  color: string;
  label: string;
}) {
  const width = 120;
  const height = 36;
  const gap = 3;
  const max = Math.max(1, ...values);
  const barWidth = (width - gap * (values.length - 1)) / Math.max(1, values.length);
  return (
    <svg
      className="cbo-home__spark"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={label}
    >
      {values.map((value, index) => {
        const barHeight = value === 0 ? 1 : Math.max(2, (value / max) * height);
        return (
          <rect
            key={labels[index] ?? index}
            x={index * (barWidth + gap)}
            y={height - barHeight}
            width={barWidth}
            height={barHeight}
            rx={1.5}
            fill={color}
            opacity={index === values.length - 1 ? 1 : 0.45}
          >
            <title>{`${labels[index] ?? ''}: ${value}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

/** One share of a whole as a thin bar (normal against disabled users). */
export function ShareBar({ part, whole, color, label }: { part: number; whole: number; color: string; label: string }) {
  const share = whole > 0 ? (part / whole) * 100 : 0;
  return (
    <svg className="cbo-home__spark" viewBox="0 0 120 36" width={120} height={36} role="img" aria-label={label}>
      <rect x={0} y={15} width={120} height={6} rx={3} fill="#e8edf7" />
      <rect x={0} y={15} width={(120 * share) / 100} height={6} rx={3} fill={color} />
    </svg>
  );
}
