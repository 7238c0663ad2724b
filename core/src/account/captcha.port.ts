import type { ServiceIdentifier } from 'inversify';

/** An image captcha: the picture to show and the text it shows. */
export interface CaptchaImage {
  /** A data URL (image/svg+xml or image/png). */
  img: string;
  text: string;
}

/** A slide puzzle: a background with a gap and the piece that fills it; `x` is where the gap is. */
export interface SlidePuzzleImage {
  /** data URL, SLIDER_WIDTH × SLIDER_HEIGHT. */
  background: string;
  /** data URL of the piece. */
  piece: string;
  /** Top of the piece, px (the piece slides horizontally only). */
  y: number;
  /** The answer: left of the gap, px. Never sent to the client. */
  x: number;
}

/** Draws captcha pictures; checking the answers is the account services' job. */
export interface CaptchaDrawer {
  drawText(length: number): Promise<CaptchaImage>;
  drawSlidePuzzle(width: number, height: number): Promise<SlidePuzzleImage>;
}

export const CAPTCHA_DRAWER: ServiceIdentifier<CaptchaDrawer> = Symbol.for('oj.CaptchaDrawer');
