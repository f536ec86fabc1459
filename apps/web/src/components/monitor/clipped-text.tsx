import './monitor.css';

/**
 * A long value (a session id, a message) cut to `width` pixels with an ellipsis, whole on hover,
 * so one long cell does not push the row's actions off screen.
 */
export function ClippedText({ value, width }: { value: unknown; width: number }) {
  const text = value === null || value === undefined ? '' : String(value);
  return (
    <span className="cbo-monitor__clip" style={{ maxWidth: width }} title={text}>
      {text}
    </span>
  );
}
