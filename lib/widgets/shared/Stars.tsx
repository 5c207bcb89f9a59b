/** Five stars; which are full is a display rule of lib/format, passed in as `fills`. */
const STAR = 'M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z';

export function Stars({ fills, label }: { fills: boolean[]; label: string }) {
  return (
    <span className="wy-stars" role="img" aria-label={label}>
      {fills.map((full, i) => (
        <svg key={i} viewBox="0 0 20 20" aria-hidden="true" className={full ? 'wy-star wy-star--full' : 'wy-star'}>
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
