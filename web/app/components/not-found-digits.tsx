import classes from './not-found-digits.module.css';

/** The 404 page's heading: its three digits, animated by CSS (still for reduced motion). */
export function NotFoundDigits() {
  return (
    <h1 className={classes.digits} aria-label="404" data-testid="not-found-digits">
      {['4', '0', '4'].map((digit, i) => (
        <span key={i} className={classes.digit} aria-hidden data-testid="not-found-digit">{digit}</span>
      ))}
    </h1>
  );
}
