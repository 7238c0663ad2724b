import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import type { CaptchaDrawer, CaptchaImage, SlidePuzzleImage } from '@oj/core';

/** Side of the square puzzle piece, px. */
const PIECE = 44;
/** The gap never starts this close to the left edge (where the piece starts) or the right edge. */
const MARGIN = 12;

function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A random, noisy background (gradient, shapes) so the gap is not found by a flat-colour scan. */
function backgroundSvg(width: number, height: number): string {
  const hue = randomInt(0, 360);
  const shapes = Array.from({ length: 14 }, () => {
    const cx = randomInt(0, width);
    const cy = randomInt(0, height);
    const r = randomInt(6, 30);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${(hue + randomInt(0, 120)) % 360},60%,${randomInt(35, 75)}%)" opacity="0.7"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},55%,40%)"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>${shapes}</svg>`;
}

/** Captcha pictures: the text captcha from svg-captcha, the slide puzzle drawn and rasterised with sharp (PNG, so the gap is not in readable markup). */
export class SvgCaptchaDrawer implements CaptchaDrawer {
  async drawText(length: number): Promise<CaptchaImage> {
    const captcha = svgCaptcha.create({ size: length, noise: 3, ignoreChars: '0oO1ilI', color: true, width: 120, height: 40 });
    return { img: `data:image/svg+xml;base64,${Buffer.from(captcha.data).toString('base64')}`, text: captcha.text };
  }

  async drawSlidePuzzle(width: number, height: number): Promise<SlidePuzzleImage> {
    const x = randomInt(PIECE + MARGIN, width - PIECE - MARGIN);
    const y = randomInt(4, height - PIECE - 4);
    const base = await sharp(Buffer.from(backgroundSvg(width, height))).png().toBuffer();
    const piece = await sharp(base).extract({ left: x, top: y, width: PIECE, height: PIECE }).png().toBuffer();
    const hole = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE}" height="${PIECE}"><rect width="${PIECE}" height="${PIECE}" rx="6" fill="black" fill-opacity="0.55" stroke="white" stroke-width="2"/></svg>`);
    const background = await sharp(base).composite([{ input: hole, left: x, top: y }]).png().toBuffer();
    return { background: pngDataUrl(background), piece: pngDataUrl(piece), x, y };
  }
}
