/**
 * Just enough SVG to paint the seed's flat food illustrations as text: colours, a few shapes,
 * gradients, clips and groups. sharp (librsvg) turns the markup into pixels (encode.ts).
 * Numbers are rounded to a tenth, so that the markup stays short.
 */

export type Color = readonly [number, number, number];
export type Point = readonly [number, number];

export function mix(from: Color, to: Color, t: number): Color {
  return [
    Math.round(from[0] + (to[0] - from[0]) * t),
    Math.round(from[1] + (to[1] - from[1]) * t),
    Math.round(from[2] + (to[2] - from[2]) * t),
  ];
}

/** Lighter towards white (amount > 0) or darker towards black (amount < 0). */
export const shade = (color: Color, amount: number): Color =>
  amount < 0 ? mix(color, [0, 0, 0], -amount) : mix(color, [255, 255, 255], amount);

const hex = (color: Color): string => `#${color.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** A number as SVG writes it: at most one decimal, no "-0". */
export const num = (value: number): string => String(Math.round(value * 10) / 10 || 0);

/** What fills or strokes a shape: a colour, or a reference made by Sketch (a gradient). */
export type Paint = Color | string;
const paint = (value: Paint): string => (typeof value === 'string' ? value : hex(value));

/** Optional presentation attributes of a shape. */
export interface Style {
  opacity?: number;
  stroke?: Paint;
  strokeWidth?: number;
  transform?: string;
}

function styleOf(style: Style): string {
  return [
    style.opacity !== undefined && style.opacity < 1 ? ` opacity="${Math.round(style.opacity * 100) / 100}"` : '',
    style.stroke !== undefined
      ? ` stroke="${paint(style.stroke)}" stroke-width="${num(style.strokeWidth ?? 1)}" stroke-linecap="round" stroke-linejoin="round"`
      : '',
    style.transform ? ` transform="${style.transform}"` : '',
  ].join('');
}

/** Where along a gradient (0 to 1), its colour there, and how opaque (1 unless given). */
export type GradientStop = readonly [number, Color] | readonly [number, Color, number];
const stopsOf = (stops: readonly GradientStop[]) =>
  stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${num(offset)}" stop-color="${hex(color)}"${opacity !== undefined ? ` stop-opacity="${opacity}"` : ''}/>`,
    )
    .join('');

const degrees = (radians: number) => num((radians * 180) / Math.PI);

/** A transform that puts a shape drawn around (0, 0) at (x, y), turned by `angle` radians. */
export const placed = (x: number, y: number, angle = 0): string =>
  `translate(${num(x)} ${num(y)})${angle ? ` rotate(${degrees(angle)})` : ''}`;

/**
 * One picture being painted: shapes are appended in painting order (later on top), gradients
 * and clips go to <defs> under ids numbered in the order they are made. No filters: a blur
 * costs librsvg several times the rest of the picture, so soft shadows are gradients.
 */
export class Sketch {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly ids = new Map<string, string>();

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** Defines a gradient or clip once (the same markup gives the same id) and returns its reference. */
  private define(kind: string, markup: (id: string) => string): string {
    const key = markup('');
    let id = this.ids.get(key);
    if (id === undefined) {
      id = `${kind}${this.ids.size}`;
      this.ids.set(key, id);
      this.defs.push(markup(id));
    }
    return `url(#${id})`;
  }

  /** A linear gradient over the shape's box, from (x1, y1) to (x2, y2) in fractions of it. */
  linearGradient(stops: readonly GradientStop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0): string {
    return this.define(
      'g',
      (id) =>
        `<linearGradient id="${id}" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${stopsOf(stops)}</linearGradient>`,
    );
  }

  /** A radial gradient from the centre of the shape's box (or the point given, in fractions of it) to its edge. */
  radialGradient(stops: readonly GradientStop[], cx = 0.5, cy = 0.5): string {
    return this.define(
      'r',
      (id) => `<radialGradient id="${id}" cx="${num(cx)}" cy="${num(cy)}" r="0.5">${stopsOf(stops)}</radialGradient>`,
    );
  }

  /** A circle that shapes drawn in `group` are clipped to (what a bowl holds stays in the bowl). */
  clipCircle(cx: number, cy: number, r: number): string {
    return this.define('c', (id) => `<clipPath id="${id}"><circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"/></clipPath>`);
  }

  private add(markup: string): void {
    this.body.push(markup);
  }

  /** What `draw` paints, as one group: clipped or moved together. */
  group(attributes: { clip?: string; transform?: string }, draw: () => void): void {
    const clip = attributes.clip ? ` clip-path="${attributes.clip}"` : '';
    const transform = attributes.transform ? ` transform="${attributes.transform}"` : '';
    this.add(`<g${clip}${transform}>`);
    draw();
    this.add('</g>');
  }

  rect(x: number, y: number, width: number, height: number, fill: Paint, style: Style = {}, radius = 0): void {
    const rounded = radius > 0 ? ` rx="${num(radius)}"` : '';
    this.add(
      `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}"${rounded} fill="${paint(fill)}"${styleOf(style)}/>`,
    );
  }

  circle(cx: number, cy: number, r: number, fill: Paint | 'none', style: Style = {}): void {
    this.add(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill === 'none' ? 'none' : paint(fill)}"${styleOf(style)}/>`);
  }

  /** An ellipse turned by `angle` radians around its centre. */
  ellipse(cx: number, cy: number, rx: number, ry: number, angle: number, fill: Paint, style: Style = {}): void {
    const transform = [style.transform, angle ? `rotate(${degrees(angle)} ${num(cx)} ${num(cy)})` : ''].filter(Boolean).join(' ');
    this.add(
      `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${paint(fill)}"${styleOf({ ...style, transform })}/>`,
    );
  }

  /** A path (`d` in absolute coordinates), filled or, with fill 'none', only stroked. */
  path(d: string, fill: Paint | 'none', style: Style = {}): void {
    this.add(`<path d="${d}" fill="${fill === 'none' ? 'none' : paint(fill)}"${styleOf(style)}/>`);
  }

  line(from: Point, to: Point, width: number, color: Paint, style: Style = {}): void {
    this.path(`M${num(from[0])} ${num(from[1])}L${num(to[0])} ${num(to[1])}`, 'none', { ...style, stroke: color, strokeWidth: width });
  }

  /** Text centred on (x, y), in the generic sans-serif face librsvg finds through fontconfig. */
  text(content: string, x: number, y: number, size: number, fill: Color, weight = 700): void {
    const escaped = content.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    this.add(
      `<text x="${num(x)}" y="${num(y)}" dy="0.36em" text-anchor="middle" font-family="sans-serif" font-weight="${weight}" font-size="${num(size)}" fill="${hex(fill)}">${escaped}</text>`,
    );
  }

  /** The SVG file, drawn at `width` × `height` pixels (the picture scaled to fit). */
  toSvg(width = this.width, height = this.height): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

/**
 * A smooth path through points (Catmull-Rom turned into cubic Béziers): closed for blobs
 * (sauce, dough, leaves of lettuce), open for strands and drizzles.
 */
export function smoothPath(points: readonly Point[], closed = true): string {
  const count = points.length;
  const at = (i: number) => points[closed ? (i + count) % count : Math.max(0, Math.min(count - 1, i))] as Point;
  let d = `M${num(at(0)[0])} ${num(at(0)[1])}`;
  for (let i = 0; i < (closed ? count : count - 1); i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    d += `C${num(p1[0] + (p2[0] - p0[0]) / 6)} ${num(p1[1] + (p2[1] - p0[1]) / 6)} ${num(p2[0] - (p3[0] - p1[0]) / 6)} ${num(p2[1] - (p3[1] - p1[1]) / 6)} ${num(p2[0])} ${num(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}
