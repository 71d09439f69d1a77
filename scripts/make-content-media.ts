// pnpm content-media <key>
// Draws a brand's content media into brands/<key>/src/content-media: promotion banners, news, event
// and health-package pictures (WebP at the widths the portal asks for), fictional insurer logos (SVG)
// and two short event videos (WebM) with English and Arabic captions (WebVTT). Every picture is an
// original illustration in the brand's colours (src/tokens.ts), laid out a little differently for
// each brand; Debian's Chromium rasterises and encodes them (nothing is downloaded). Running it again
// rewrites the same file names; a brand team may replace any file with its own under the same name.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright';
import { createTheme } from '../packages/ui/src/theme/createTheme';
import type { BrandTokens, ThemeColors } from '../packages/ui/src/theme/types';
import { mix } from './new-brand';

/** The colours a picture is drawn with, taken from the brand's theme. */
interface Palette {
  deep: string;
  main: string;
  mid: string;
  soft: string;
  pale: string;
  accent: string;
  accentSoft: string;
  accentPale: string;
  /** Hearts, drops and apples; the sun. The same for every brand. */
  warm: string;
  sun: string;
}

function paletteOf(colors: ThemeColors): Palette {
  return {
    deep: colors.primaryPressed,
    main: colors.primary,
    mid: mix(colors.primary, 0.35),
    soft: mix(colors.primary, 0.62),
    pale: colors.primarySubtle,
    accent: colors.focus,
    accentSoft: mix(colors.focus, 0.55),
    accentPale: mix(colors.focus, 0.86),
    warm: '#E0565B',
    sun: '#F6C453',
  };
}

/** A repeatable random sequence for one brand and one picture (FNV-1a seed, mulberry32 steps). */
function randomFor(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Places a motif drawn around (0, 0) at (x, y), scaled; `flip` mirrors it. */
function at(x: number, y: number, scale: number, body: string, flip = false): string {
  const sx = flip ? -scale : scale;
  return `<g transform="translate(${round(x)} ${round(y)}) scale(${round(sx * 100) / 100} ${round(scale * 100) / 100})">${body}</g>`;
}

function svgOf(viewWidth: number, viewHeight: number, body: string, width = viewWidth, height = viewHeight) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}">${body}</svg>`;
}

// Motifs. Each is drawn around (0, 0) in about a 200-unit box; standing ones stand on y = 100.

/** A plus sign (arms a long, 2w wide) centred on (cx, cy). */
function plus(cx: number, cy: number, a: number, w: number, fill: string): string {
  return `<path d="M${cx - w} ${cy - a}h${2 * w}v${a - w}h${a - w}v${2 * w}h${w - a}v${a - w}h${-2 * w}v${w - a}h${w - a}v${-2 * w}h${a - w}z" fill="${fill}"/>`;
}

function heart(fill: string): string {
  return `<path d="M0 60C-30 38-70 12-70-18C-70-42-52-58-32-58C-18-58-6-50 0-38C6-50 18-58 32-58C52-58 70-42 70-18C70 12 30 38 0 60Z" fill="${fill}"/><ellipse cx="-36" cy="-26" rx="14" ry="9" fill="#fff" opacity=".35" transform="rotate(-35 -36 -26)"/>`;
}

/** A heartbeat trace from x0 to x1 along y, with its beat centred on mid. */
function pulse(
  x0: number,
  x1: number,
  y: number,
  mid: number,
  amp: number,
  stroke: string,
  width: number,
  opacity = 1,
) {
  const points = [
    [x0, y],
    [mid - 70, y],
    [mid - 55, y - amp * 0.2],
    [mid - 40, y],
    [mid - 20, y],
    [mid - 8, y - amp],
    [mid + 8, y + amp * 0.55],
    [mid + 20, y],
    [mid + 40, y],
    [mid + 58, y - amp * 0.28],
    [mid + 76, y],
    [x1, y],
  ];
  return `<polyline points="${points.map(([x = 0, py = 0]) => `${round(x)},${round(py)}`).join(' ')}" fill="none" stroke="${stroke}" stroke-width="${width}" opacity="${opacity}" stroke-linejoin="round" stroke-linecap="round"/>`;
}

function hospital(P: Palette): string {
  const windows = (xs: number[], ys: number[], w: number, h: number) =>
    xs
      .flatMap((x) =>
        ys.map((y) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${P.soft}"/>`),
      )
      .join('');
  return [
    `<ellipse cx="0" cy="102" rx="200" ry="10" fill="${P.deep}" opacity=".14"/>`,
    `<rect x="-170" y="-30" width="340" height="130" rx="6" fill="#fff"/>`,
    `<rect x="-174" y="-40" width="348" height="14" rx="5" fill="${P.mid}"/>`,
    windows([-152, -122, -92], [-12, 22, 56], 20, 20),
    windows([72, 102, 132], [-12, 22, 56], 20, 20),
    `<rect x="-56" y="-122" width="112" height="222" rx="6" fill="#fff"/>`,
    `<rect x="-60" y="-132" width="120" height="16" rx="5" fill="${P.main}"/>`,
    `<circle cx="0" cy="-76" r="28" fill="${P.warm}"/>`,
    plus(0, -76, 17, 6, '#fff'),
    windows([-36, 16], [-30, 4], 20, 20),
    `<rect x="-26" y="44" width="52" height="56" rx="4" fill="${P.main}"/>`,
    `<rect x="-1.5" y="48" width="3" height="52" fill="${P.pale}"/>`,
    `<rect x="-34" y="36" width="68" height="10" rx="4" fill="${P.deep}"/>`,
  ].join('');
}

function tree(P: Palette, fill = P.mid): string {
  return `<rect x="-5" y="40" width="10" height="60" rx="4" fill="${P.deep}"/><circle cx="0" cy="22" r="34" fill="${fill}"/><circle cx="-18" cy="40" r="22" fill="${fill}"/><circle cx="18" cy="42" r="20" fill="${fill}"/>`;
}

function cloud(opacity = 0.9): string {
  return `<g fill="#fff" opacity="${opacity}"><circle cx="-40" cy="0" r="28"/><circle cx="0" cy="-16" r="38"/><circle cx="42" cy="2" r="26"/><rect x="-68" y="0" width="136" height="28" rx="14"/></g>`;
}

/** Head and shoulders (cropped at y = 100), for groups and audiences. */
function person(fill: string, head = fill): string {
  return `<circle cx="0" cy="-58" r="26" fill="${head}"/><path d="M-44 100V12C-44-16-24-26 0-26S44-16 44 12V100Z" fill="${fill}"/>`;
}

function doctor(P: Palette): string {
  return [
    `<circle cx="0" cy="-58" r="26" fill="${P.mid}"/>`,
    `<path d="M-44 100V12C-44-16-24-26 0-26S44-16 44 12V100Z" fill="#fff" stroke="${P.soft}" stroke-width="3"/>`,
    `<path d="M-14-25L0 6L14-25Z" fill="${P.main}"/>`,
    `<path d="M-16-24L0 30M16-24L0 30" stroke="${P.soft}" stroke-width="3"/>`,
    `<path d="M-22-22C-28 22 28 22 22-22" fill="none" stroke="${P.deep}" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M12 10C30 24 30 48 24 58" fill="none" stroke="${P.deep}" stroke-width="4" stroke-linecap="round"/>`,
    `<circle cx="24" cy="64" r="8" fill="${P.accent}"/>`,
    `<rect x="-34" y="40" width="20" height="14" rx="3" fill="${P.pale}"/>`,
    plus(-24, 47, 5, 2, P.warm),
  ].join('');
}

/** A whole walking figure on y = 100; phase (radians) swings the arms and legs. */
function walker(fill: string, phase: number): string {
  const swing = round(Math.sin(phase) * 24);
  const reach = round(swing * 1.5);
  return [
    `<rect x="-9" y="24" width="18" height="76" rx="9" fill="${fill}" transform="rotate(${swing} 0 28)" opacity=".8"/>`,
    `<rect x="-7" y="-34" width="14" height="58" rx="7" fill="${fill}" transform="rotate(${-reach} 0 -30)" opacity=".8"/>`,
    `<circle cx="0" cy="-62" r="18" fill="${fill}"/>`,
    `<rect x="-18" y="-40" width="36" height="72" rx="16" fill="${fill}"/>`,
    `<rect x="-9" y="24" width="18" height="76" rx="9" fill="${fill}" transform="rotate(${-swing} 0 28)"/>`,
    `<rect x="-7" y="-34" width="14" height="58" rx="7" fill="${fill}" transform="rotate(${reach} 0 -30)"/>`,
  ].join('');
}

function calendar(P: Palette, marked: [number, number] = [1, 3]): string {
  const cells = [0, 1, 2, 3].flatMap((row) =>
    [0, 1, 2, 3, 4].map((col) => {
      const fill = row === marked[0] && col === marked[1] ? P.warm : P.pale;
      return `<rect x="${-72 + col * 30}" y="${-28 + row * 28}" width="24" height="20" rx="5" fill="${fill}"/>`;
    }),
  );
  return [
    `<rect x="-90" y="-80" width="180" height="170" rx="16" fill="#fff"/>`,
    `<path d="M-90-42V-64Q-90-80-74-80H74Q90-80 90-64V-42Z" fill="${P.main}"/>`,
    `<rect x="-52" y="-96" width="12" height="30" rx="6" fill="${P.deep}"/><rect x="40" y="-96" width="12" height="30" rx="6" fill="${P.deep}"/>`,
    ...cells,
  ].join('');
}

function flask(P: Palette): string {
  return [
    `<path d="M-16-90H16V-40L62 62Q68 78 50 78H-50Q-68 78-62 62L-16-40Z" fill="#fff"/>`,
    `<path d="M-40 14H40L62 62Q68 78 50 78H-50Q-68 78-62 62Z" fill="${P.accentSoft}"/>`,
    `<circle cx="-14" cy="40" r="7" fill="#fff" opacity=".7"/><circle cx="12" cy="56" r="5" fill="#fff" opacity=".7"/><circle cx="24" cy="30" r="4" fill="#fff" opacity=".7"/>`,
    `<path d="M-16-90H16V-40L62 62Q68 78 50 78H-50Q-68 78-62 62L-16-40Z" fill="none" stroke="${P.deep}" stroke-width="6" stroke-linejoin="round"/>`,
    `<rect x="-26" y="-100" width="52" height="12" rx="6" fill="${P.deep}"/>`,
    `<circle cx="8" cy="-116" r="7" fill="${P.accentSoft}"/><circle cx="-6" cy="-136" r="5" fill="${P.accentSoft}"/>`,
  ].join('');
}

function testTube(P: Palette, fill: string): string {
  return `<rect x="-13" y="-70" width="26" height="134" rx="13" fill="#fff"/><path d="M-13 4H13V51A13 13 0 0 1-13 51Z" fill="${fill}"/><rect x="-13" y="-70" width="26" height="134" rx="13" fill="none" stroke="${P.deep}" stroke-width="5"/><rect x="-18" y="-76" width="36" height="10" rx="5" fill="${P.deep}"/>`;
}

function clipboard(P: Palette): string {
  const rows = [-50, -12, 26, 64]
    .map(
      (y, i) =>
        `<circle cx="-40" cy="${y}" r="11" fill="${P.pale}"/>${i < 3 ? `<path d="M-46 ${y}l5 5 9-10" fill="none" stroke="${P.accent}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` : ''}<rect x="-20" y="${y - 5}" width="${i % 2 ? 58 : 72}" height="10" rx="5" fill="${P.soft}"/>`,
    )
    .join('');
  return `<rect x="-80" y="-100" width="160" height="205" rx="14" fill="${P.main}"/><rect x="-66" y="-80" width="132" height="172" rx="8" fill="#fff"/><rect x="-32" y="-112" width="64" height="30" rx="10" fill="${P.deep}"/>${rows}`;
}

function stethoscope(P: Palette): string {
  return [
    `<path d="M-38-96C-44-40-14-20 0-14C14-20 44-40 38-96" fill="none" stroke="${P.deep}" stroke-width="8" stroke-linecap="round"/>`,
    `<circle cx="-38" cy="-100" r="8" fill="${P.deep}"/><circle cx="38" cy="-100" r="8" fill="${P.deep}"/>`,
    `<path d="M0-14C0 40 10 80 50 80C86 80 96 50 96 24" fill="none" stroke="${P.main}" stroke-width="9" stroke-linecap="round"/>`,
    `<circle cx="96" cy="6" r="24" fill="${P.mid}"/><circle cx="96" cy="6" r="13" fill="#fff"/>`,
  ].join('');
}

function drop(fill: string): string {
  return `<path d="M0-70C18-44 46-14 46 14C46 42 25 62 0 62C-25 62-46 42-46 14C-46-14-18-44 0-70Z" fill="${fill}"/><ellipse cx="-20" cy="18" rx="8" ry="16" fill="#fff" opacity=".35"/>`;
}

function apple(P: Palette): string {
  return `<path d="M0-40C-20-56-62-50-62-6C-62 36-30 66-12 62C-6 60 6 60 12 62C30 66 62 36 62-6C62-50 20-56 0-40Z" fill="${P.warm}"/><path d="M0-40C0-54 4-64 10-72" fill="none" stroke="${P.deep}" stroke-width="6" stroke-linecap="round"/><ellipse cx="24" cy="-64" rx="18" ry="9" fill="${P.mid}" transform="rotate(-25 24 -64)"/><ellipse cx="-32" cy="-12" rx="9" ry="16" fill="#fff" opacity=".3"/>`;
}

function glass(P: Palette): string {
  return `<path d="M-34-60H34L26 64H-26Z" fill="#fff" opacity=".9"/><path d="M-31-12H31L26 64H-26Z" fill="${P.accentSoft}"/><path d="M-34-60H34L26 64H-26Z" fill="none" stroke="${P.deep}" stroke-width="5" stroke-linejoin="round"/>`;
}

function dumbbell(P: Palette): string {
  return `<rect x="-70" y="-7" width="140" height="14" rx="7" fill="${P.mid}"/><rect x="-72" y="-38" width="24" height="76" rx="7" fill="${P.deep}"/><rect x="48" y="-38" width="24" height="76" rx="7" fill="${P.deep}"/><rect x="-96" y="-26" width="20" height="52" rx="6" fill="${P.main}"/><rect x="76" y="-26" width="20" height="52" rx="6" fill="${P.main}"/>`;
}

function capsule(left: string, right: string): string {
  return `<path d="M-50-20H0V20H-50A20 20 0 0 1-50-20Z" fill="${left}"/><path d="M0-20H50A20 20 0 0 1 50 20H0Z" fill="${right}"/><rect x="-60" y="-12" width="40" height="6" rx="3" fill="#fff" opacity=".4"/>`;
}

function pillBottle(P: Palette): string {
  return `<rect x="-50" y="-60" width="100" height="150" rx="16" fill="#fff"/><rect x="-58" y="-92" width="116" height="38" rx="10" fill="${P.deep}"/><rect x="-50" y="-14" width="100" height="60" fill="${P.pale}"/>${plus(0, 16, 18, 7, P.main)}`;
}

function shield(P: Palette): string {
  return `<path d="M0-84L66-60V0C66 46 34 72 0 86C-34 72-66 46-66 0V-60Z" fill="${P.main}"/><path d="M0-84L66-60V0C66 46 34 72 0 86Z" fill="#000" opacity=".08"/>${plus(0, 0, 30, 11, '#fff')}`;
}

function balloon(fill: string): string {
  return `<path d="M0 40C-6 70 8 100 0 130" fill="none" stroke="#fff" stroke-width="3" opacity=".9"/><ellipse cx="0" cy="-4" rx="34" ry="42" fill="${fill}"/><path d="M-6 40H6L0 32Z" fill="${fill}"/><ellipse cx="-12" cy="-18" rx="7" ry="12" fill="#fff" opacity=".35"/>`;
}

function podium(P: Palette): string {
  return `<rect x="-70" y="-10" width="140" height="16" rx="5" fill="${P.deep}"/><path d="M-60 6H60L50 110H-50Z" fill="${P.main}"/>${plus(0, 50, 18, 6, '#fff')}`;
}

/** A row of flags on a sagging string across (x0, y) to (x1, y). */
function bunting(x0: number, x1: number, y: number, fills: string[]): string {
  const count = Math.floor((x1 - x0) / 60);
  const sag = (x: number) => y + 30 * Math.sin((Math.PI * (x - x0)) / (x1 - x0));
  const flags = Array.from({ length: count }, (_, i) => {
    const x = x0 + 30 + i * 60;
    return `<path d="M${round(x - 18)} ${round(sag(x - 18))}L${round(x + 18)} ${round(sag(x + 18))}L${round(x)} ${round(sag(x) + 40)}Z" fill="${fills[i % fills.length]}"/>`;
  }).join('');
  return `<path d="M${x0} ${y}Q${(x0 + x1) / 2} ${y + 60} ${x1} ${y}" fill="none" stroke="#fff" stroke-width="3" opacity=".8"/>${flags}`;
}

// Backgrounds.

function backdrop(P: Palette, random: () => number, width: number, height: number, tone: 'light' | 'dark') {
  const [from, to] = tone === 'light' ? [P.pale, P.accentPale] : [P.main, P.deep];
  const across = random() < 0.5;
  const blobs = [0, 1, 2]
    .map(
      () =>
        `<circle cx="${round(random() * width)}" cy="${round(random() * height)}" r="${round(height * (0.22 + random() * 0.3))}" fill="${tone === 'light' ? '#fff' : P.accent}" opacity="${tone === 'light' ? 0.5 : 0.18}"/>`,
    )
    .join('');
  return `<defs><linearGradient id="bg" x1="${across ? 0 : 1}" y1="0" x2="${across ? 1 : 0}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>${blobs}`;
}

function ground(
  width: number,
  height: number,
  y: number,
  fill: string,
  opacity: number,
  random: () => number,
) {
  const rise = round(20 + random() * 40);
  return `<path d="M0 ${y}C${width * 0.3} ${y - rise} ${width * 0.62} ${y + rise} ${width} ${y - 12}V${height}H0Z" fill="${fill}" opacity="${opacity}"/>`;
}

// Pictures. A scene draws in a fixed view box; the brand's random sequence moves the decoration and
// mirrors the composition, so two brands' pictures differ beyond their colours.

type Scene = (P: Palette, random: () => number) => string;

const W = 1200;
const H = 800;
const BW = 1600;
const BH = 500;

/** The main group mirrored around the centre line when the brand's sequence says so. */
function composed(width: number, random: () => number, body: string): string {
  return random() < 0.5 ? `<g transform="translate(${width} 0) scale(-1 1)">${body}</g>` : body;
}

const banners: Scene[] = [
  // The hospital, with trees and clouds.
  (P, r) =>
    backdrop(P, r, BW, BH, 'dark') +
    ground(BW, BH, 430, P.deep, 0.6, r) +
    composed(
      BW,
      r,
      at(360, 110, 1, cloud(0.25)) +
        at(640, 80, 0.7, cloud(0.2)) +
        at(1140, 330, 1.3, hospital(P)) +
        at(860, 380, 1.2, tree(P, P.soft)) +
        at(1420, 390, 1.1, tree(P, P.soft)) +
        at(380, 250, 1.1, `<circle r="90" fill="#fff" opacity=".12"/>${plus(0, 0, 50, 18, '#fff')}`),
    ),
  // A family before a large heart and a heartbeat.
  (P, r) =>
    backdrop(P, r, BW, BH, 'dark') +
    pulse(0, BW, 300, 420, 140, '#fff', 8, 0.35) +
    composed(
      BW,
      r,
      at(1120, 250, 2.4, heart(P.warm)) +
        at(960, 420, 1.6, person(P.pale, '#fff')) +
        at(1120, 440, 1.25, person(P.accentSoft, '#fff')) +
        at(1250, 460, 0.95, person('#fff')),
    ),
  // A doctor with a calendar and a stethoscope: booking an appointment.
  (P, r) =>
    backdrop(P, r, BW, BH, 'dark') +
    composed(
      BW,
      r,
      at(1060, 430, 2, doctor(P)) +
        at(1340, 260, 1.3, calendar(P, [2, 2])) +
        at(700, 250, 1.1, stethoscope({ ...P, deep: '#fff', main: P.pale, mid: P.accentSoft })) +
        at(360, 170, 0.8, `<circle r="60" fill="#fff" opacity=".14"/>${plus(0, 0, 30, 11, '#fff')}`),
    ),
];

const news: Scene[] = [
  // A new hospital wing.
  (P, r) =>
    backdrop(P, r, W, H, 'light') +
    ground(W, H, 650, P.soft, 0.5, r) +
    composed(
      W,
      r,
      at(200, 140, 1, cloud()) +
        at(1000, 200, 0.8, cloud()) +
        at(980, 100, 1, `<circle r="50" fill="${P.sun}"/>`) +
        at(600, 560, 2, hospital(P)) +
        at(150, 560, 1.6, tree(P)) +
        at(1060, 580, 1.4, tree(P)),
    ),
  // The laboratory.
  (P, r) =>
    backdrop(P, r, W, H, 'light') +
    composed(
      W,
      r,
      `<rect x="120" y="628" width="960" height="28" rx="14" fill="${P.mid}"/>` +
        at(440, 420, 2.6, flask(P)) +
        at(770, 440, 1.8, testTube(P, P.warm)) +
        at(870, 440, 1.8, testTube(P, P.accent)) +
        at(970, 440, 1.8, testTube(P, P.mid)) +
        `<rect x="720" y="530" width="300" height="34" rx="8" fill="${P.deep}"/>`,
    ),
  // Cardiology: a heart and its beat.
  (P, r) =>
    backdrop(P, r, W, H, 'dark') +
    pulse(0, W, 600, 220, 150, '#fff', 10, 0.5) +
    composed(
      W,
      r,
      at(600, 380, 3, heart(P.warm)) + at(930, 190, 0.9, `<circle r="46" fill="#fff" opacity=".2"/>`),
    ),
  // A check-up: the clipboard and the stethoscope.
  (P, r) =>
    backdrop(P, r, W, H, 'light') +
    composed(W, r, at(460, 420, 2.2, clipboard(P)) + at(760, 450, 2, stethoscope(P))),
  // Family health: a family beside a shield.
  (P, r) =>
    backdrop(P, r, W, H, 'light') +
    ground(W, H, 690, P.soft, 0.45, r) +
    composed(
      W,
      r,
      at(830, 380, 2.2, shield(P)) +
        at(330, 610, 2, person(P.main, P.mid)) +
        at(520, 640, 1.6, person(P.accent, P.accentSoft)) +
        at(640, 690, 1.1, person(P.warm, P.mid)),
    ),
  // The pharmacy.
  (P, r) =>
    backdrop(P, r, W, H, 'light') +
    composed(
      W,
      r,
      at(420, 430, 2.1, pillBottle(P)) +
        at(780, 330, 1.7, `<g transform="rotate(-30)">${capsule(P.warm, '#fff')}</g>`) +
        at(820, 560, 1.5, `<g transform="rotate(20)">${capsule(P.main, P.pale)}</g>`) +
        `<circle cx="640" cy="600" r="30" fill="#fff"/><circle cx="980" cy="440" r="26" fill="${P.accentSoft}"/>`,
    ),
];

function talk(P: Palette, slide: string): string {
  return [
    `<rect x="560" y="120" width="520" height="320" rx="14" fill="#fff"/>`,
    `<rect x="560" y="120" width="520" height="320" rx="14" fill="none" stroke="${P.deep}" stroke-width="10"/>`,
    slide,
    at(330, 380, 1.9, doctor(P)),
    at(330, 520, 1.9, podium(P)),
    ...[120, 320, 520, 720, 920, 1120].map((x, i) =>
      at(x, 780 + (i % 2) * 20, 1.5, person(i % 2 ? P.deep : P.mid, i % 2 ? P.mid : P.soft)),
    ),
  ].join('');
}

const events: Scene[] = [
  // A health talk: the speaker, the screen and the audience.
  (P, r) =>
    backdrop(P, r, W, H, 'light') +
    composed(W, r, talk(P, at(820, 290, 1.3, heart(P.warm)) + pulse(590, 1050, 300, 820, 60, P.main, 6))),
  // The walkathon.
  (P, r) =>
    backdrop(P, r, W, H, 'light') +
    bunting(-20, W + 20, 40, [P.warm, P.main, P.sun, P.accent]) +
    ground(W, H, 560, P.soft, 0.6, r) +
    `<path d="M0 720C300 640 900 700 ${W} 620V${H}H0Z" fill="${P.mid}" opacity=".5"/>` +
    composed(
      W,
      r,
      at(1000, 180, 1, `<circle r="56" fill="${P.sun}"/>`) +
        at(300, 510, 1.9, walker(P.main, 0.6)) +
        at(520, 540, 1.7, walker(P.accent, 2.2)) +
        at(720, 550, 1.4, walker(P.warm, 4)) +
        at(880, 570, 1.1, walker(P.deep, 1.2)),
    ),
  // Heart day: the marked date and a heart.
  (P, r) =>
    backdrop(P, r, W, H, 'light') +
    pulse(0, W, 620, 880, 90, P.mid, 7) +
    composed(W, r, at(450, 400, 2.2, calendar(P)) + at(830, 360, 1.9, heart(P.warm))),
  // Blood donation.
  (P, r) =>
    backdrop(P, r, W, H, 'dark') +
    composed(
      W,
      r,
      at(560, 420, 3, drop(P.warm)) +
        at(860, 300, 0.9, heart('#fff')) +
        at(300, 250, 1, `<circle r="44" fill="#fff" opacity=".2"/>${plus(0, 0, 24, 9, '#fff')}`) +
        at(880, 560, 1, `<circle r="40" fill="#fff" opacity=".2"/>${plus(0, 0, 22, 8, '#fff')}`),
    ),
  // A nutrition workshop.
  (P, r) =>
    backdrop(P, r, W, H, 'light') +
    composed(
      W,
      r,
      `<ellipse cx="600" cy="620" rx="420" ry="44" fill="${P.soft}" opacity=".6"/>` +
        at(470, 470, 2.3, apple(P)) +
        at(790, 470, 2, glass(P)) +
        at(960, 560, 0.9, apple({ ...P, warm: P.mid, mid: P.main })),
    ),
  // A children's health day.
  (P, r) =>
    backdrop(P, r, W, H, 'light') +
    ground(W, H, 660, P.soft, 0.5, r) +
    composed(
      W,
      r,
      at(820, 240, 1.5, balloon(P.warm)) +
        at(930, 200, 1.3, balloon(P.accent)) +
        at(1030, 270, 1.4, balloon(P.sun)) +
        at(380, 640, 2, person(P.main, P.mid)) +
        at(600, 690, 1.3, person(P.accent, P.accentSoft)) +
        at(740, 700, 1.1, person(P.warm, P.mid)),
    ),
];

const packages: Scene[] = [
  // A full check-up with the doctor.
  (P, r) =>
    backdrop(P, r, W, H, 'light') +
    composed(W, r, at(430, 570, 2.6, doctor(P)) + at(850, 410, 2, clipboard(P))),
  // A heart check.
  (P, r) =>
    backdrop(P, r, W, H, 'dark') +
    pulse(0, W, 560, 300, 120, '#fff', 8, 0.45) +
    composed(
      W,
      r,
      at(450, 360, 2.4, heart(P.warm)) +
        at(760, 380, 2, stethoscope({ ...P, deep: '#fff', main: P.pale, mid: P.accentSoft })),
    ),
  // A laboratory panel.
  (P, r) =>
    backdrop(P, r, W, H, 'light') +
    composed(
      W,
      r,
      `<rect x="250" y="520" width="520" height="40" rx="10" fill="${P.deep}"/>` +
        [330, 450, 570, 690]
          .map((x, i) => at(x, 420, 1.7, testTube(P, [P.warm, P.accent, P.mid, P.sun][i] ?? P.mid)))
          .join('') +
        at(930, 400, 2, drop(P.warm)),
    ),
  // Fitness and well-being.
  (P, r) =>
    backdrop(P, r, W, H, 'light') +
    pulse(0, W, 650, 600, 70, P.mid, 7) +
    composed(W, r, at(430, 420, 2.2, dumbbell(P)) + at(830, 400, 1.9, apple(P))),
];

// Insurer logos: fictional companies in their own colours (not the hospital's), English and Arabic.

interface Insurer {
  name: [string, string];
  ar: string;
  ink: string;
  tint: string;
  emblem: (ink: string, tint: string) => string;
}

const insurers: Insurer[] = [
  {
    name: ['Gulf Shield', 'HEALTH'],
    ar: 'درع الخليج الصحي',
    ink: '#1F3A68',
    tint: '#C8962E',
    emblem: (ink, tint) =>
      `<path d="M0-36L30-26V0C30 20 16 32 0 38C-16 32-30 20-30 0V-26Z" fill="${ink}"/><path d="M-22 4C-10-4 10 12 22 2V8C10 18-10 2-22 10Z" fill="${tint}"/>`,
  },
  {
    name: ['Oasis Care', 'INSURANCE'],
    ar: 'واحة الرعاية للتأمين',
    ink: '#2E6B3F',
    tint: '#D9A441',
    emblem: (ink, tint) =>
      `<circle cx="10" cy="-12" r="14" fill="${tint}"/><path d="M-2 36C0 14-2-2-6-12" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round"/><path d="M-6-12C-20-22-32-14-36-4C-24-12-14-10-6-12ZM-6-12C-4-28-18-34-28-32C-16-26-10-20-6-12ZM-6-12C6-24 22-20 28-12C16-16 6-14-6-12Z" fill="${ink}"/><path d="M-34 36H34" stroke="${tint}" stroke-width="4"/>`,
  },
  {
    name: ['Falcon Ridge', 'HEALTH'],
    ar: 'الصقر للرعاية الصحية',
    ink: '#7A2333',
    tint: '#8C8F96',
    emblem: (ink, tint) =>
      `<path d="M-34 10C-14-30 16-38 36-34C14-26 2-12-4 8Z" fill="${ink}"/><path d="M-30 28C-8 2 16-2 34-2C14 6 4 16-2 32Z" fill="${tint}"/>`,
  },
  {
    name: ['Pearl Coast', 'ASSURANCE'],
    ar: 'ساحل اللؤلؤ للتأمين',
    ink: '#145C7A',
    tint: '#9FB8C8',
    emblem: (ink, tint) =>
      `<path d="M-36 6A36 36 0 0 1 36 6Z" fill="${tint}"/><path d="M-36 6A36 36 0 0 0 36 6" fill="none" stroke="${ink}" stroke-width="5"/><circle cx="0" cy="-8" r="12" fill="${ink}"/><path d="M-26 24C-14 16 14 16 26 24" fill="none" stroke="${ink}" stroke-width="4"/>`,
  },
  {
    name: ['Mangrove', 'MUTUAL HEALTH'],
    ar: 'القرم التعاوني الصحي',
    ink: '#1E5B4A',
    tint: '#5FA36A',
    emblem: (ink, tint) =>
      `<path d="M-30 30C-34-10-6-34 32-34C34 6 8 32-30 30Z" fill="${tint}"/><path d="M-30 30C-12 10 6-8 24-24" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round"/><path d="M-36 36H36" stroke="${ink}" stroke-width="4"/>`,
  },
  {
    name: ['Seabreeze', 'HEALTH COVER'],
    ar: 'نسيم البحر للتغطية الصحية',
    ink: '#0F5E9C',
    tint: '#3FB3D6',
    emblem: (ink, tint) =>
      `<circle r="36" fill="${ink}"/><path d="M-26-8C-14-18-2 2 10-8S26-12 28-8M-28 6C-16-4-4 16 8 6S24 2 28 6M-24 20C-12 10 0 30 12 20S24 16 26 20" fill="none" stroke="${tint}" stroke-width="5" stroke-linecap="round"/>`,
  },
  {
    name: ['Dune Star', 'INSURANCE'],
    ar: 'نجمة الكثبان للتأمين',
    ink: '#8A4B12',
    tint: '#E0A23B',
    emblem: (ink, tint) =>
      `<path d="M-38 36C-20 8 4 4 18 16C26 10 32 10 38 14V36Z" fill="${ink}"/><path d="M0-38L6-22L23-22L9-12L14 4L0-6L-14 4L-9-12L-23-22L-6-22Z" fill="${tint}"/>`,
  },
  {
    name: ['Saffron', 'WELLNESS COVER'],
    ar: 'زعفران للتغطية الصحية',
    ink: '#6B3A8C',
    tint: '#D9731F',
    emblem: (ink, tint) =>
      `${[0, 60, 120, 180, 240, 300].map((angle) => `<ellipse cx="0" cy="-20" rx="10" ry="18" fill="${ink}" transform="rotate(${angle})"/>`).join('')}<circle r="11" fill="${tint}"/>`,
  },
];

function insurerLogo({ name, ar, ink, tint, emblem }: Insurer): string {
  const font = 'font-family="Segoe UI, Helvetica, Arial, sans-serif"';
  return svgOf(
    360,
    120,
    `<rect width="360" height="120" fill="#fff"/><g transform="translate(60 60)">${emblem(ink, tint)}</g><text x="116" y="52" ${font} font-size="30" font-weight="700" fill="${ink}">${name[0]}</text><text x="117" y="76" ${font} font-size="13" font-weight="600" letter-spacing="3" fill="${ink}">${name[1]}</text><text x="117" y="102" ${font} font-size="15" fill="${ink}">${ar}</text>`,
  );
}

// Videos: every frame is a list of sprites (small SVG pictures) placed, turned, faded or partly
// revealed; the page draws each frame on a canvas and encodes it.

interface Sprite {
  svg: string;
  /** The point placed at the operation's x and y, in the sprite's pixels. */
  ax: number;
  ay: number;
}

interface Operation {
  sprite: number;
  x: number;
  y: number;
  rotate?: number;
  scale?: number;
  alpha?: number;
  /** The share of the sprite's width shown, from its left edge. */
  reveal?: number;
}

interface Cue {
  from: number;
  to: number;
  en: string;
  ar: string;
}

interface Video {
  sprites: Sprite[];
  frames: Operation[][];
  cues: Cue[];
}

const VW = 640;
const VH = 360;
const FPS = 25;
const SECONDS = 7;

function sprite(width: number, height: number, body: string, ax = width / 2, ay = height / 2): Sprite {
  return { svg: svgOf(width, height, body), ax, ay };
}

function framesOf(draw: (t: number) => Operation[]): Operation[][] {
  return Array.from({ length: FPS * SECONDS }, (_, i) => draw(i / FPS));
}

/** 0 before `from`, 1 after `from + length`, eased between. */
function ease(t: number, from: number, length = 0.5): number {
  const x = Math.min(1, Math.max(0, (t - from) / length));
  return x * x * (3 - 2 * x);
}

const talkCues: Cue[] = [
  {
    from: 0,
    to: 2.3,
    en: 'At the podium, a doctor opens a free heart-health talk; the screen shows a heartbeat.',
    ar: 'على المنصة، يفتتح طبيب محاضرة مجانية عن صحة القلب، وتعرض الشاشة نبضات القلب.',
  },
  {
    from: 2.3,
    to: 4.6,
    en: 'The next slide shows an apple and a glass of water: eat balanced meals and drink enough water.',
    ar: 'تعرض الشريحة التالية تفاحة وكوب ماء: تناولوا وجبات متوازنة واشربوا ما يكفي من الماء.',
  },
  {
    from: 4.6,
    to: SECONDS,
    en: 'The last slide shows a person walking: half an hour of walking a day keeps the heart strong.',
    ar: 'تعرض الشريحة الأخيرة شخصًا يمشي: نصف ساعة من المشي يوميًا تحافظ على قوة القلب.',
  },
];

function healthTalk(P: Palette, random: () => number): Video {
  const screen = { x: 300, y: 40, w: 300, h: 180 };
  const sprites = [
    sprite(
      VW,
      VH,
      `${backdrop(P, random, VW, VH, 'light')}<rect y="250" width="${VW}" height="110" fill="${P.soft}" opacity=".5"/><rect x="${screen.x - 6}" y="${screen.y - 6}" width="${screen.w + 12}" height="${screen.h + 12}" rx="10" fill="${P.deep}"/><rect x="${screen.x}" y="${screen.y}" width="${screen.w}" height="${screen.h}" rx="6" fill="#fff"/>`,
      0,
      0,
    ),
    sprite(screen.w, screen.h, at(150, 80, 0.75, heart(P.warm)), 0, 0),
    sprite(screen.w, screen.h, pulse(10, 290, 140, 150, 36, P.main, 4), 0, 0),
    sprite(screen.w, screen.h, at(100, 95, 0.8, apple(P)) + at(205, 95, 0.75, glass(P)), 0, 0),
    sprite(
      screen.w,
      screen.h,
      at(120, 105, 0.56, walker(P.main, 0.8)) + at(210, 80, 0.45, heart(P.warm)),
      0,
      0,
    ),
    sprite(160, 200, at(80, 100, 1.1, doctor(P)), 80, 200),
    sprite(170, 150, at(85, 12, 1.1, podium(P)), 85, 0),
    ...[P.deep, P.mid, P.main].map((fill, i) =>
      sprite(80, 80, at(40, 56, 0.6, person(fill, i === 1 ? P.soft : P.mid)), 40, 80),
    ),
  ];
  const frames = framesOf((t) => {
    const second = ease(t, 2.1, 0.4);
    const third = ease(t, 4.4, 0.4);
    return [
      { sprite: 0, x: 0, y: 0 },
      { sprite: 1, x: screen.x, y: screen.y, alpha: 1 - second, scale: 1 + 0.05 * Math.sin(t * 6) },
      { sprite: 2, x: screen.x, y: screen.y, alpha: 1 - second, reveal: Math.min(1, t / 1.6) },
      { sprite: 3, x: screen.x, y: screen.y, alpha: second * (1 - third) },
      { sprite: 4, x: screen.x, y: screen.y, alpha: third },
      { sprite: 5, x: 150, y: 300, rotate: 2.5 * Math.sin(t * 2.2) },
      { sprite: 6, x: 150, y: 215 },
      ...[30, 120, 210, 300, 390, 480, 570].map((x, i) => ({
        sprite: 7 + (i % 3),
        x,
        y: VH + 14 + (i % 2) * 8 + 3 * Math.sin(t * 3 + i),
      })),
    ];
  });
  return { sprites, frames, cues: talkCues };
}

const walkCues: Cue[] = [
  {
    from: 0,
    to: 2.3,
    en: 'Families and colleagues set off together on a sunny waterfront walk.',
    ar: 'تنطلق العائلات والزملاء معًا في مسيرة على الواجهة البحرية في يوم مشمس.',
  },
  {
    from: 2.3,
    to: 4.6,
    en: 'The finish arch comes into view; every walker who finishes gets a free health check.',
    ar: 'يظهر قوس خط النهاية، ويحصل كل من يُكمل المسيرة على فحص صحي مجاني.',
  },
  {
    from: 4.6,
    to: SECONDS,
    en: 'A calendar marks the walkathon date: register at the hospital reception.',
    ar: 'يحدد التقويم موعد المسيرة: سجّلوا لدى استقبال المستشفى.',
  },
];

function walkathon(P: Palette, random: () => number): Video {
  const road = 300;
  const walkers = [P.main, P.accent, P.warm, P.deep];
  const phases = 8;
  const sprites = [
    sprite(
      VW,
      VH,
      `${backdrop(P, random, VW, VH, 'light')}<circle cx="540" cy="70" r="34" fill="${P.sun}"/><rect y="196" width="${VW}" height="14" fill="${P.soft}"/>${at(470, 168, 0.35, hospital(P))}<rect y="208" width="${VW}" height="46" fill="${P.accentSoft}"/><path d="M0 225q20-8 40 0t40 0 40 0 40 0 40 0 40 0 40 0 40 0 40 0 40 0 40 0 40 0 40 0 40 0 40 0 40 0" fill="none" stroke="#fff" stroke-width="3" opacity=".7"/><rect y="250" width="${VW}" height="110" fill="${P.soft}"/>${bunting(-10, VW + 10, 6, [P.warm, P.main, P.sun, P.accent])}`,
      0,
      0,
    ),
    sprite(
      VW * 2,
      40,
      `<rect width="${VW * 2}" height="40" fill="${P.mid}"/>${Array.from({ length: 16 }, (_, i) => `<rect x="${i * 80 + 20}" y="18" width="40" height="5" rx="2" fill="#fff" opacity=".8"/>`).join('')}`,
      0,
      0,
    ),
    sprite(
      200,
      220,
      `<rect x="10" y="30" width="14" height="190" fill="${P.deep}"/><rect x="176" y="30" width="14" height="190" fill="${P.deep}"/><rect x="0" y="20" width="200" height="44" rx="8" fill="${P.main}"/>${Array.from({ length: 10 }, (_, i) => `<rect x="${10 + i * 18}" y="${i % 2 ? 30 : 42}" width="9" height="12" fill="#fff"/>`).join('')}${at(100, 42, 0.22, heart(P.warm))}`,
      100,
      220,
    ),
    sprite(150, 150, at(75, 85, 0.7, calendar(P, [2, 3])), 75, 75),
    ...walkers.flatMap((fill) =>
      Array.from({ length: phases }, (_, p) =>
        sprite(90, 180, at(45, 115, 0.65, walker(fill, (2 * Math.PI * p) / phases)), 45, 180),
      ),
    ),
  ];
  const frames = framesOf((t) => {
    const scroll = (t * 90) % VW;
    const arch = ease(t, 2.2, 1.8);
    const card = ease(t, 4.5, 0.6);
    return [
      { sprite: 0, x: 0, y: 0 },
      { sprite: 1, x: -scroll, y: road },
      { sprite: 2, x: VW + 120 - arch * 220, y: road + 30 },
      ...walkers.map((_, w) => ({
        sprite: 4 + w * phases + (Math.floor(t * 8 + w * 3) % phases),
        x: 70 + w * 100 + 12 * Math.sin(t * 0.9 + w),
        y: road + 34 + (w % 2) * 6 - 2 * Math.abs(Math.sin(t * 8 + w)),
        scale: 1 - (w % 2) * 0.12,
      })),
      { sprite: 3, x: 320, y: 100, alpha: card, scale: 0.6 + 0.4 * card + 0.04 * Math.sin(t * 7) * card },
    ];
  });
  return { sprites, frames, cues: walkCues };
}

function vtt(cues: Cue[], language: 'en' | 'ar'): string {
  const time = (seconds: number) => {
    const ms = Math.round(seconds * 1000);
    const s = Math.floor(ms / 1000);
    return `00:00:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
  };
  return `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${time(cue.from)} --> ${time(cue.to)}\n${cue[language]}\n`).join('\n')}`;
}

// Chromium: every picture is drawn on a canvas at its width and encoded there.

async function webp(page: Page, svg: string, width: number, height: number): Promise<Buffer> {
  const data = await page.evaluate(
    async ({ svg, width, height }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', 0.8));
      if (!blob) throw new Error('the canvas gave no WebP');
      return new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
        reader.readAsDataURL(blob);
      });
    },
    { svg, width, height },
  );
  return Buffer.from(data, 'base64');
}

/** One encoded frame: its time in milliseconds, whether it starts a group, and its bytes. */
interface EncodedFrame {
  time: number;
  key: boolean;
  data: number[];
}

/**
 * Draws every frame on a canvas and encodes it (VP9, WebCodecs) with its exact time, so a busy
 * machine cannot drop or stretch frames the way a real-time recording would.
 */
async function encode(page: Page, video: Video): Promise<EncodedFrame[]> {
  return page.evaluate(
    async ({ sprites, frames, width, height, fps, codec }) => {
      const images = await Promise.all(
        sprites.map(async (sprite) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(sprite.svg)}`;
          await image.decode();
          return image;
        }),
      );
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      const encoded: { time: number; key: boolean; data: number[] }[] = [];
      let failure: unknown;
      const encoder = new VideoEncoder({
        output: (chunk) => {
          const data = new Uint8Array(chunk.byteLength);
          chunk.copyTo(data);
          encoded.push({
            time: Math.round(chunk.timestamp / 1000),
            key: chunk.type === 'key',
            data: Array.from(data),
          });
        },
        error: (error) => {
          failure = error;
        },
      });
      encoder.configure({ codec, width, height, bitrate: 300_000, framerate: fps, latencyMode: 'quality' });
      for (const [index, operations] of frames.entries()) {
        context.fillStyle = '#fff';
        context.fillRect(0, 0, width, height);
        for (const op of operations) {
          const image = images[op.sprite];
          const sprite = sprites[op.sprite];
          const shown = (image?.width ?? 0) * Math.max(0, Math.min(1, op.reveal ?? 1));
          if (!image || !sprite || op.alpha === 0 || shown === 0) continue;
          context.save();
          context.globalAlpha = op.alpha ?? 1;
          context.translate(op.x, op.y);
          context.rotate(((op.rotate ?? 0) * Math.PI) / 180);
          context.scale(op.scale ?? 1, op.scale ?? 1);
          context.drawImage(image, 0, 0, shown, image.height, -sprite.ax, -sprite.ay, shown, image.height);
          context.restore();
        }
        const frame = new VideoFrame(canvas, {
          timestamp: (index * 1_000_000) / fps,
          duration: 1_000_000 / fps,
        });
        // A key frame every two seconds: each starts a cluster the player can seek to.
        encoder.encode(frame, { keyFrame: index % (2 * fps) === 0 });
        frame.close();
      }
      await encoder.flush();
      if (failure) throw failure;
      return encoded;
    },
    { sprites: video.sprites, frames: video.frames, width: VW, height: VH, fps: FPS, codec: 'vp09.00.10.08' },
  );
}

// A WebM file (Matroska, EBML): header, then a segment with its info (duration), the one video
// track, the cues (where each cluster starts) and the clusters of frames.

function ebmlSize(size: number): Buffer {
  const length = [1, 2, 3, 4, 5, 6, 7, 8].find((n) => size < 2 ** (7 * n) - 1) ?? 8;
  const bytes = Buffer.alloc(length);
  bytes.writeUIntBE(size, length - Math.min(length, 6), Math.min(length, 6));
  bytes[0] = (bytes[0] ?? 0) | (0x80 >> (length - 1));
  return bytes;
}

function element(id: number, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const idBytes = Buffer.alloc(4);
  idBytes.writeUInt32BE(id);
  return Buffer.concat([
    idBytes.subarray(idBytes.findIndex((byte) => byte !== 0)),
    ebmlSize(body.length),
    body,
  ]);
}

function uint(value: number, length = Math.max(1, Math.ceil(Math.log2(value + 1) / 8))): Buffer {
  const bytes = Buffer.alloc(length);
  bytes.writeUIntBE(value, length - Math.min(length, 6), Math.min(length, 6));
  return bytes;
}

function webm(frames: EncodedFrame[], codecId: string): Buffer {
  const header = element(
    0x1a45dfa3,
    element(0x4286, uint(1)),
    element(0x42f7, uint(1)),
    element(0x42f2, uint(4)),
    element(0x42f3, uint(8)),
    element(0x4282, Buffer.from('webm')),
    element(0x4287, uint(2)),
    element(0x4285, uint(2)),
  );
  const duration = Buffer.alloc(8);
  duration.writeDoubleBE(frames.length * (1000 / FPS));
  const info = element(
    0x1549a966,
    element(0x2ad7b1, uint(1_000_000)),
    element(0x4489, duration),
    element(0x4d80, Buffer.from('make-content-media')),
    element(0x5741, Buffer.from('make-content-media')),
  );
  const tracks = element(
    0x1654ae6b,
    element(
      0xae,
      element(0xd7, uint(1)),
      element(0x73c5, uint(1)),
      element(0x83, uint(1)),
      element(0x9c, uint(0)),
      element(0x86, Buffer.from(codecId)),
      element(0xe0, element(0xb0, uint(VW)), element(0xba, uint(VH))),
    ),
  );
  const groups: EncodedFrame[][] = [];
  for (const frame of frames) {
    if (frame.key || groups.length === 0) groups.push([]);
    groups.at(-1)?.push(frame);
  }
  const clusters = groups.map((group) => {
    const start = group[0]?.time ?? 0;
    const blocks = group.map((frame) => {
      const head = Buffer.alloc(4);
      head[0] = 0x81; // track 1
      head.writeInt16BE(frame.time - start, 1);
      head[3] = frame.key ? 0x80 : 0;
      return element(0xa3, head, Buffer.from(frame.data));
    });
    return { start, bytes: element(0x1f43b675, element(0xe7, uint(start)), ...blocks) };
  });
  // Positions are counted from the start of the segment's content; fixed 8-byte positions keep the
  // cues' own length independent of the values in them.
  const cuesFor = (positions: number[]) =>
    element(
      0x1c53bb6b,
      ...clusters.map(({ start }, i) =>
        element(
          0xbb,
          element(0xb3, uint(start)),
          element(0xb7, element(0xf7, uint(1)), element(0xf1, uint(positions[i] ?? 0, 8))),
        ),
      ),
    );
  let position = info.length + tracks.length + cuesFor([]).length;
  const positions = clusters.map(({ bytes }) => {
    const at = position;
    position += bytes.length;
    return at;
  });
  return Buffer.concat([
    header,
    element(0x18538067, info, tracks, cuesFor(positions), ...clusters.map(({ bytes }) => bytes)),
  ]);
}

/** Writes every file and answers their names and sizes in bytes. */
async function makeContentMedia(root: string, key: string): Promise<{ name: string; bytes: number }[]> {
  const tokensFile = path.join(root, 'brands', key, 'src', 'tokens.ts');
  if (!/^[a-z][a-z0-9-]*$/.test(key) || !existsSync(tokensFile)) {
    throw new Error(`no brand '${key}' (brands/${key}/src/tokens.ts)`);
  }
  const { tokens } = (await import(pathToFileURL(tokensFile).href)) as { tokens: BrandTokens };
  const P = paletteOf(createTheme(tokens).colors);
  const dir = path.join(root, 'brands', key, 'src', 'content-media');
  mkdirSync(dir, { recursive: true });
  const written: { name: string; bytes: number }[] = [];
  const write = (name: string, data: string | Buffer) => {
    writeFileSync(path.join(dir, name), data);
    written.push({ name, bytes: Buffer.byteLength(data) });
  };

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    // WebCodecs needs a secure context: an https page, answered here without any network.
    const origin = 'https://content-media.invalid/';
    await page.route(origin, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>media</title>' }),
    );
    await page.goto(origin);
    // tsx keeps function names with an __name helper, which the page's copy of a callback calls.
    await page.evaluate('globalThis.__name = (target) => target');
    const pictures = [
      ...banners.map((scene, i) => ({
        name: `banner-${i + 1}`,
        scene,
        width: BW,
        height: BH,
        sizes: [480, 960, 1600],
      })),
      ...[
        ...news.map((scene, i) => ({ name: `news-${i + 1}`, scene })),
        ...events.map((scene, i) => ({ name: `event-${i + 1}`, scene })),
        ...packages.map((scene, i) => ({ name: `package-${i + 1}`, scene })),
      ].map((picture) => ({ ...picture, width: W, height: H, sizes: [480, 960] })),
    ];
    for (const { name, scene, width, height, sizes } of pictures) {
      const body = scene(P, randomFor(`${key}:${name}`));
      for (const size of sizes) {
        const sizeHeight = Math.round((size * height) / width);
        write(
          `${name}-${size}.webp`,
          await webp(page, svgOf(width, height, body, size, sizeHeight), size, sizeHeight),
        );
      }
    }
    insurers.forEach((insurer, i) => {
      write(`insurer-${i + 1}.svg`, insurerLogo(insurer));
    });
    const videos = [healthTalk, walkathon];
    for (const [i, make] of videos.entries()) {
      const video = make(P, randomFor(`${key}:event-video-${i + 1}`));
      write(`event-video-${i + 1}.webm`, webm(await encode(page, video), 'V_VP9'));
      write(`event-video-${i + 1}.en.vtt`, vtt(video.cues, 'en'));
      write(`event-video-${i + 1}.ar.vtt`, vtt(video.cues, 'ar'));
    }
  } finally {
    await browser.close();
  }
  return written;
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const key = process.argv[2] ?? '';
  try {
    const written = await makeContentMedia(root, key);
    const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`;
    const videos = written.filter(({ name }) => name.endsWith('.webm'));
    console.info(
      `Wrote ${written.length} files to brands/${key}/src/content-media: ${kB(written.reduce((sum, { bytes }) => sum + bytes, 0))} in all; videos ${videos.map(({ bytes }) => kB(bytes)).join(', ')}`,
    );
  } catch (error) {
    console.error(`pnpm content-media: ${error instanceof Error ? error.message : String(error)}`);
    console.error('Usage: pnpm content-media <key>   (a folder under brands/)');
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
