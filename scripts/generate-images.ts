/**
 * Writes the demo catalogue pictures (deterministic SVG) into public/images/catalog/,
 * plus public/images/logo.svg and public/favicon.svg.
 *
 *   npx tsx scripts/generate-images.ts
 *
 * Everything is derived from the seed data, so the files and the paths in the data
 * always agree. Run it again after changing backend/seed/data/.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedData } from '../backend/seed/data';
import { productArt, type DrawStyle, type ProductArt } from '../backend/seed/data/catalog';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'public');
const BRAND_BLUE = '#1f3b73';

// ---------------------------------------------------------------- helpers

const n = (v: number): string => String(Math.round(v * 10) / 10);

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Small deterministic PRNG (mulberry32). */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mix(hex: string, to: string, k: number): string {
  const p = (h: string, i: number): number => parseInt(h.slice(1 + i * 2, 3 + i * 2), 16);
  const out = [0, 1, 2].map((i) => Math.round(p(hex, i) + (p(to, i) - p(hex, i)) * k));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
const dark = (hex: string, k: number): string => mix(hex, '#000000', k);
const light = (hex: string, k: number): string => mix(hex, '#ffffff', k);

function svg(w: number, h: number, title: string, defs: string, body: string, viewW = w, viewH = h): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${viewW} ${viewH}">` +
    `<title>${esc(title)}</title>${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`
  );
}

const written: { file: string; bytes: number }[] = [];
function write(urlPath: string, content: string): void {
  const file = join(PUBLIC, urlPath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push({ file: urlPath, bytes: Buffer.byteLength(content) });
}

// ---------------------------------------------------------------- lookups

const colorByCode = new Map(seedData.colors.map((c) => [c.code, c]));
const patinaByCode = new Map(seedData.patinas.map((p) => [p.code, p]));
const layoutByCode = new Map(seedData.glassLayouts.map((l) => [l.code, l]));

const GLASS_FILL: Record<string, string> = {
  'steklo-prozrachnoe': '#cfe3ea',
  'steklo-satinat': '#e3e9ec',
  'steklo-bronza': '#a3835f',
  'steklo-grafit': '#5b6168',
  'steklo-vitrazh': '#c6dce6',
};

const isWood = (colorCode: string): boolean => colorByCode.get(colorCode)?.typeCode === 'ct-drevesnye';
const isMetal = (colorCode: string): boolean => colorByCode.get(colorCode)?.typeCode === 'ct-metallik';
const isGloss = (material: string): boolean => /glyanec|akril/.test(material);

/** Shared gradients: s — soft light from top-left, m — metallic sheen, h — handle steel. */
const DEFS = {
  s: '<linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".16"/></linearGradient>',
  m: '<linearGradient id="m" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".5" stop-color="#000" stop-opacity=".12"/><stop offset="1" stop-color="#fff" stop-opacity=".3"/></linearGradient>',
  h: '<linearGradient id="h" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#eee"/><stop offset=".5" stop-color="#8a8d91"/><stop offset="1" stop-color="#d5d7da"/></linearGradient>',
};

// ---------------------------------------------------------------- product drawing (0 0 400 600)

type Shot = { material: string; color: string; patina: string | null };

function grain(seed: string, base: string, x: number, y: number, w: number, h: number, count: number): string {
  const r = rng(hash(seed));
  let d = '';
  for (let i = 0; i < count; i++) {
    const gx = x + ((i + 0.5) * w) / count + (r() - 0.5) * 20;
    const b = (r() - 0.5) * 30;
    d += `M${n(gx)} ${y}c${n(b)} ${n(h / 3)} ${n(-b)} ${n((2 * h) / 3)} ${n(b / 2)} ${h}`;
  }
  return `<path d="${d}" fill="none" stroke="${dark(base, 0.2)}" stroke-width="2" opacity=".55"/>`;
}

/** A recessed rectangle outline: shadow on top/left, light on bottom/right. */
function bevel(x1: number, y1: number, x2: number, y2: number, base: string, line: string): string {
  return (
    `<path d="M${x1} ${y2}V${y1}H${x2}" fill="none" stroke="${dark(base, 0.35)}" stroke-width="3"/>` +
    `<path d="M${x1} ${y2}H${x2}V${y1}" fill="none" stroke="${line}" stroke-width="3"/>`
  );
}

function archPath(x1: number, y1: number, x2: number, y2: number, rise: number): string {
  return `M${x1} ${y2}V${y1 + rise}A${n((x2 - x1) / 2)} ${rise} 0 0 1 ${x2} ${y1 + rise}V${y2}Z`;
}

/** y of the arch (ellipse top) at x for an opening x1..x2 whose arch starts at ya with the given rise. */
function archY(x: number, x1: number, x2: number, ya: number, rise: number): number {
  const rx = (x2 - x1) / 2;
  const t = (x - (x1 + rx)) / rx;
  return ya - rise * Math.sqrt(Math.max(0, 1 - t * t));
}

function lattice(layout: string, x1: number, y1: number, x2: number, y2: number, rise: number, base: string): string {
  const w = x2 - x1;
  const h = y2 - y1;
  const cx = (x1 + x2) / 2;
  const ya = y1 + rise; // where straight sides end (equal to y1 for rectangular openings)
  const top = (x: number): number => (rise > 0 ? archY(x, x1, x2, ya, rise) : y1);
  let d = '';
  let extra = '';
  switch (layout) {
    case 'rasklad-reshyotka':
      for (const k of [1 / 3, 2 / 3]) {
        const x = x1 + w * k;
        d += `M${n(x)} ${y2}V${n(top(x))}`;
      }
      for (const k of [0.25, 0.5, 0.75]) {
        const y = y1 + h * k;
        if (y > ya) d += `M${x1} ${n(y)}H${x2}`;
      }
      break;
    case 'rasklad-krest':
      d = `M${n(cx)} ${y2}V${n(top(cx))}M${x1} ${n(y1 + h * 0.4)}H${x2}`;
      break;
    case 'rasklad-anglijskaya': {
      const yb = Math.max(ya, y1 + h * 0.33);
      d = `M${x1} ${n(yb)}H${x2}M${n(cx)} ${y2}V${n(top(cx))}`;
      for (const k of [1 / 4, 3 / 4]) d += `M${n(x1 + w * k)} ${n(yb)}V${n(top(x1 + w * k))}`;
      break;
    }
    case 'rasklad-arka': {
      const r = rise > 0 ? rise - 30 : 60;
      const yy = rise > 0 ? ya + 30 : y1 + 90;
      d = `M${x1} ${n(yy)}A${n(w / 2)} ${r} 0 0 1 ${x2} ${n(yy)}M${n(cx)} ${y2}V${n(top(cx))}M${x1} ${n(y1 + h * 0.62)}H${x2}`;
      break;
    }
    case 'rasklad-romb': {
      const my = (Math.max(ya, y1) + y2) / 2;
      d = `M${n(cx)} ${n(Math.max(ya, y1))}L${x2} ${n(my)}L${n(cx)} ${y2}L${x1} ${n(my)}Z`;
      break;
    }
    case 'rasklad-gotika': {
      const yb = ya + 40;
      const q = w / 4;
      d =
        `M${x1} ${n(yb + 70)}Q${x1} ${n(yb)} ${n(x1 + q)} ${n(yb - 40)}Q${n(cx)} ${n(yb)} ${n(cx)} ${n(yb + 70)}` +
        `Q${n(cx)} ${n(yb)} ${n(x2 - q)} ${n(yb - 40)}Q${x2} ${n(yb)} ${x2} ${n(yb + 70)}` +
        `M${n(cx)} ${y2}V${n(top(cx))}`;
      break;
    }
    case 'rasklad-tiffani': {
      const yb = ya + 10;
      const ys = [yb, yb + (y2 - yb) * 0.35, yb + (y2 - yb) * 0.7, y2];
      const fills = ['#c0392b', '#2e86c1', '#d4ac0d', '#27ae60'];
      ys.slice(0, 3).forEach((yTop, i) => {
        const yBot = ys[i + 1]!;
        extra += `<path d="M${x1} ${n(yTop)}L${n(cx)} ${n(yBot)}L${x2} ${n(yTop)}Z" fill="${fills[i % 4]}" opacity=".45"/>`;
      });
      d = `M${x1} ${n(ys[1]!)}H${x2}M${x1} ${n(ys[2]!)}H${x2}M${n(cx)} ${y2}V${n(top(cx))}`;
      break;
    }
    default:
      break;
  }
  if (!d) return extra;
  return `${extra}<path d="${d}" fill="none" stroke="${dark(base, 0.12)}" stroke-width="8" stroke-linecap="square"/>`;
}

function facadeBody(art: ProductArt, shot: Shot, seed: string, pereplet: number, lite: boolean): string {
  const base = colorByCode.get(shot.color)?.hex ?? '#dddddd';
  const patina = shot.patina ? patinaByCode.get(shot.patina)?.hex ?? null : null;
  const groove = patina ?? light(base, 0.35);
  const p = pereplet;
  const x1 = 10 + p;
  const y1 = 10 + p;
  const x2 = 390 - p;
  const y2 = 590 - p;
  let b = `<rect x="10" y="10" width="380" height="580" rx="4" fill="${base}" stroke="${dark(base, 0.4)}" stroke-width="2"/>`;
  if (isWood(shot.color) && !lite) b += grain(seed, base, 10, 10, 380, 580, 6);

  switch (art.style) {
    case 'flat':
      b += `<rect x="16" y="16" width="368" height="568" rx="3" fill="none" stroke="${light(base, 0.3)}" stroke-width="2"/>`;
      break;
    case 'shaker':
      b += `<rect x="${x1}" y="${y1}" width="${x2 - x1}" height="${y2 - y1}" fill="${dark(base, 0.05)}"/>`;
      b += bevel(x1, y1, x2, y2, base, groove);
      break;
    case 'classic': {
      const i = 26;
      b += `<rect x="${x1}" y="${y1}" width="${x2 - x1}" height="${y2 - y1}" fill="${dark(base, 0.07)}"/>`;
      b += `<path d="M${x1} ${y1}L${x1 + i} ${y1 + i}M${x2} ${y1}L${x2 - i} ${y1 + i}M${x1} ${y2}L${x1 + i} ${y2 - i}M${x2} ${y2}L${x2 - i} ${y2 - i}" stroke="${dark(base, 0.2)}" stroke-width="2"/>`;
      b += `<rect x="${x1 + i}" y="${y1 + i}" width="${x2 - x1 - 2 * i}" height="${y2 - y1 - 2 * i}" fill="${light(base, 0.06)}" stroke="${groove}" stroke-width="3"/>`;
      b += bevel(x1, y1, x2, y2, base, groove);
      break;
    }
    case 'arch': {
      const rise = 90;
      b += `<path d="${archPath(x1, y1, x2, y2, rise)}" fill="${dark(base, 0.06)}" stroke="${dark(base, 0.35)}" stroke-width="3"/>`;
      b += `<path d="${archPath(x1 + 22, y1 + 22, x2 - 22, y2 - 22, rise - 10)}" fill="${light(base, 0.05)}" stroke="${groove}" stroke-width="3"/>`;
      break;
    }
    case 'lines':
      for (let y = 100; y < 590; y += 95) {
        b += `<path d="M10 ${y}H390" stroke="${dark(base, 0.35)}" stroke-width="5"/><path d="M10 ${y + 4}H390" stroke="${patina ?? light(base, 0.3)}" stroke-width="2"/>`;
      }
      break;
    case 'glass':
    case 'glass-arch': {
      const rise = art.style === 'glass-arch' ? 90 : 0;
      const layout = art.layout ? layoutByCode.get(art.layout) : undefined;
      const glass = GLASS_FILL[layout?.glassCode ?? 'steklo-prozrachnoe'] ?? '#cfe3ea';
      const opening = rise ? archPath(x1, y1, x2, y2, rise) : `M${x1} ${y1}H${x2}V${y2}H${x1}Z`;
      b += `<path d="${opening}" fill="${glass}"/>`;
      b += `<path d="M${x1} ${y2 - 120}L${x2} ${y1 + 60}V${y1 + 150}L${x1} ${y2 - 30}Z" fill="#fff" opacity=".25"/>`;
      b += lattice(art.layout ?? '', x1, y1, x2, y2, rise, base);
      b += `<path d="${opening}" fill="none" stroke="${dark(base, 0.4)}" stroke-width="4"/>`;
      if (patina) b += `<path d="${opening}" fill="none" stroke="${patina}" stroke-width="2"/>`;
      break;
    }
    default:
      break;
  }

  if (isGloss(shot.material)) b += `<path d="M10 10H170L10 290Z" fill="#fff" opacity=".18"/>`;
  b += `<rect x="10" y="10" width="380" height="580" rx="4" fill="url(#${isMetal(shot.color) ? 'm' : 's'})"/>`;

  if (art.handle) {
    const hx = art.style === 'flat' || art.style === 'lines' ? 352 : 390 - p / 2;
    if (art.style === 'classic' || art.style === 'arch' || art.style === 'glass-arch') {
      b += `<circle cx="${n(hx)}" cy="300" r="11" fill="url(#h)" stroke="#6b6e72"/>`;
    } else {
      b += `<rect x="${n(hx - 6)}" y="240" width="12" height="120" rx="6" fill="url(#h)" stroke="#6b6e72"/>`;
    }
  }
  return b;
}

function panelBody(style: DrawStyle, shot: Shot, seed: string, lite: boolean): string {
  const base = colorByCode.get(shot.color)?.hex ?? '#dddddd';
  const patina = shot.patina ? patinaByCode.get(shot.patina)?.hex ?? null : null;
  const sh = dark(base, 0.35);
  const hi = light(base, 0.35);
  let b = `<rect x="10" y="10" width="380" height="580" fill="${base}" stroke="${dark(base, 0.4)}" stroke-width="2"/>`;
  if (isWood(shot.color) && !lite) b += grain(seed, base, 10, 10, 380, 580, 7);
  // the light edge of each groove repeats the groove path shifted; skipped in compositions to stay small
  const hiPath = (d: string, width: number, dx: number, dy: number, fill = false): string =>
    lite ? '' : `<path d="${d}"${fill ? ' fill="none"' : ''} stroke="${hi}" stroke-width="${width}" transform="translate(${dx} ${dy})"/>`;
  let d1 = '';
  let d2 = '';
  switch (style) {
    case 'bricks':
      for (let row = 0, y = 60; y < 590; row++, y += 50) {
        d1 += `M10 ${y}H390`;
        for (let x = row % 2 ? 60 : 110; x < 390; x += 100) d1 += `M${x} ${y - 50}v50`;
      }
      b += `<path d="${d1}" stroke="${sh}" stroke-width="6"/>` + hiPath(d1, 2, 2, 3);
      break;
    case 'waves':
      for (let y = 60; y < 590; y += 60) d1 += `M10 ${y}q47.5-28 95 0t95 0 95 0 95 0`;
      b += `<path d="${d1}" fill="none" stroke="${sh}" stroke-width="7"/>` + hiPath(d1, 3, 0, 6, true);
      break;
    case 'rhombs':
      for (let y = 90; y <= 550; y += 80) {
        d1 += `M10 ${y}${'l47.5-40 47.5 40'.repeat(4)}`;
        d2 += `M10 ${y}${'l47.5 40 47.5-40'.repeat(4)}`;
      }
      b += `<path d="${d1}" fill="none" stroke="${sh}" stroke-width="4"/>` + (lite ? '' : `<path d="${d2}" fill="none" stroke="${hi}" stroke-width="3"/>`);
      break;
    case 'slats':
      for (let x = 30; x < 390; x += 40) d1 += `M${x} 10v580`;
      b += `<path d="${d1}" stroke="${dark(base, 0.55)}" stroke-width="20"/>` + hiPath(d1, 2, 12, 0);
      break;
    case 'grooves':
      for (let x = 70; x < 390; x += 60) d1 += `M${x} 10v580`;
      b += `<path d="${d1}" stroke="${sh}" stroke-width="5"/>` + hiPath(d1, 2, 4, 0);
      break;
    case 'boiserie': {
      const line = patina ?? hi;
      b += `<path d="M60 60H340V200H60Z M60 250H340V540H60Z" fill="none" stroke="${sh}" stroke-width="10"/>`;
      b += `<path d="M60 60H340V200H60Z M60 250H340V540H60Z" fill="none" stroke="${line}" stroke-width="3"/>`;
      b += `<path d="M10 225H390" stroke="${sh}" stroke-width="6"/>`;
      break;
    }
    default:
      break;
  }
  return b + `<rect x="10" y="10" width="380" height="580" fill="url(#${isMetal(shot.color) ? 'm' : 's'})"/>`;
}

function decorBody(style: DrawStyle, shot: Shot): string {
  const base = colorByCode.get(shot.color)?.hex ?? '#dddddd';
  const patina = shot.patina ? patinaByCode.get(shot.patina)?.hex ?? null : null;
  const edge = dark(base, 0.4);
  const acc = patina ?? light(base, 0.35);
  const S = `stroke="${edge}" stroke-width="2"`;
  let b = '';
  switch (style) {
    case 'cornice':
      b += `<rect x="20" y="240" width="360" height="30" fill="${light(base, 0.08)}" ${S}/><rect x="30" y="270" width="340" height="60" fill="${base}" ${S}/><rect x="40" y="330" width="320" height="20" fill="${dark(base, 0.1)}" ${S}/>`;
      b += `<path d="M30 276H370" stroke="${acc}" stroke-width="3"/>`;
      break;
    case 'cornice-classic': {
      b += `<rect x="10" y="200" width="380" height="34" fill="${light(base, 0.08)}" ${S}/><rect x="22" y="234" width="356" height="46" fill="${base}" ${S}/>`;
      let dent = '';
      for (let x = 40; x < 370; x += 24) dent += `M${x} 290h12v22h-12z`;
      b += `<rect x="34" y="280" width="332" height="40" fill="${dark(base, 0.08)}" ${S}/><path d="${dent}" fill="${light(base, 0.12)}" stroke="${acc}" stroke-width="2"/>`;
      b += `<rect x="46" y="320" width="308" height="24" fill="${base}" ${S}/><path d="M22 242H378M46 338H354" stroke="${acc}" stroke-width="3"/>`;
      break;
    }
    case 'pilaster':
    case 'column': {
      const w = style === 'column' ? 160 : 100;
      const x = 200 - w / 2;
      let fl = '';
      for (let fx = x + 16; fx < x + w - 8; fx += style === 'column' ? 22 : 21) fl += `M${fx} 110V490`;
      b += `<rect x="${x}" y="90" width="${w}" height="420" fill="${base}" ${S}/>`;
      b += `<path d="${fl}" stroke="${dark(base, 0.25)}" stroke-width="7"/><path d="${fl}" stroke="${acc}" stroke-width="2" transform="translate(3 0)"/>`;
      b += `<rect x="${x - 20}" y="50" width="${w + 40}" height="20" fill="${light(base, 0.06)}" ${S}/><rect x="${x - 10}" y="70" width="${w + 20}" height="20" fill="${base}" ${S}/>`;
      b += `<rect x="${x - 10}" y="510" width="${w + 20}" height="20" fill="${base}" ${S}/><rect x="${x - 20}" y="530" width="${w + 40}" height="22" fill="${dark(base, 0.06)}" ${S}/>`;
      b += `<path d="M${x - 20} 56H${x + w + 20}M${x - 20} 536H${x + w + 20}" stroke="${acc}" stroke-width="3"/>`;
      break;
    }
    case 'baluster':
      b += `<path d="M160 40H240V80H228Q226 120 214 140Q262 210 262 320Q262 420 220 470H232V520H250V560H150V520H168V470H180Q138 420 138 320Q138 210 186 140Q174 120 172 80H160Z" fill="${base}" ${S}/>`;
      b += `<path d="M186 140H214M180 470H220M150 320H250" stroke="${acc}" stroke-width="3" fill="none"/>`;
      break;
    case 'rosette': {
      let petals = '';
      for (let k = 0; k < 8; k++) petals += `<ellipse cx="200" cy="215" rx="22" ry="60" transform="rotate(${k * 45} 200 300)"/>`;
      b += `<circle cx="200" cy="300" r="160" fill="${base}" ${S}/><circle cx="200" cy="300" r="140" fill="none" stroke="${acc}" stroke-width="4"/>`;
      b += `<g fill="${light(base, 0.08)}" stroke="${dark(base, 0.3)}" stroke-width="2">${petals}</g>`;
      b += `<circle cx="200" cy="300" r="26" fill="${dark(base, 0.05)}" stroke="${acc}" stroke-width="4"/>`;
      break;
    }
    default:
      break;
  }
  return b;
}

const PANEL_STYLES: DrawStyle[] = ['bricks', 'waves', 'rhombs', 'slats', 'grooves', 'boiserie'];
const DECOR_STYLES: DrawStyle[] = ['cornice', 'cornice-classic', 'pilaster', 'baluster', 'rosette', 'column'];

function perepletPx(code: string): number {
  const v = seedData.products.find((p) => p.code === code)?.characteristics.pereplet ?? '';
  const mm = parseInt(v, 10);
  return Number.isFinite(mm) ? Math.min(90, Math.max(40, mm)) : 70;
}

function body(code: string, art: ProductArt, shot: Shot, lite = false): string {
  if (PANEL_STYLES.includes(art.style)) return panelBody(art.style, shot, code, lite);
  if (DECOR_STYLES.includes(art.style)) return decorBody(art.style, shot);
  return facadeBody(art, shot, code, perepletPx(code), lite);
}

function defsFor(content: string): string {
  return (Object.keys(DEFS) as (keyof typeof DEFS)[]).filter((id) => content.includes(`url(#${id})`)).map((id) => DEFS[id]).join('');
}

// ---------------------------------------------------------------- swatches (64×64)

function woodSwatch(seed: string, hex: string): string {
  return `<rect width="64" height="64" fill="${hex}"/>` + grain(seed, hex, 0, 0, 64, 64, 4).replace('stroke-width="2"', 'stroke-width="1.5"');
}

function colorSwatch(code: string, hex: string, type: string): string {
  if (type === 'ct-drevesnye') return woodSwatch(code, hex);
  if (type === 'ct-metallik') return `<rect width="64" height="64" fill="${hex}"/><rect width="64" height="64" fill="url(#m)"/>`;
  return `<rect width="64" height="64" fill="${hex}"/><rect width="64" height="64" fill="url(#s)"/>`;
}

function materialSwatch(code: string, hex: string, type: string): string {
  if (type === 'mt-shpon' || type === 'mt-massiv') return woodSwatch(code, hex);
  let b = `<rect width="64" height="64" fill="${hex}"/><rect width="64" height="64" fill="url(#s)"/>`;
  if (isGloss(code)) b += `<path d="M0 0H30L0 40Z" fill="#fff" opacity=".5"/>`;
  return b;
}

function patinaSwatch(hex: string): string {
  // a light patina is shown on a dark ground, the others on ivory enamel
  const ground = parseInt(hex.slice(1, 3), 16) > 0xe0 ? '#7a5d48' : '#efe8da';
  return (
    `<rect width="64" height="64" fill="${ground}"/><rect x="3" y="3" width="58" height="58" fill="none" stroke="${hex}" stroke-width="6"/>` +
    `<rect x="14" y="14" width="36" height="36" fill="${dark(ground, 0.05)}" stroke="${hex}" stroke-width="2"/>`
  );
}

function glassSwatch(code: string): string {
  const fill = GLASS_FILL[code] ?? '#cfe3ea';
  let b = `<rect width="64" height="64" fill="#f7f9fa"/><rect width="64" height="64" fill="${fill}" opacity=".75"/>`;
  if (code === 'steklo-vitrazh') {
    b += `<path d="M0 0L32 32L0 64Z" fill="#c0392b" opacity=".35"/><path d="M64 0L32 32L64 64Z" fill="#2e86c1" opacity=".35"/><path d="M0 0L64 64M64 0L0 64" stroke="#555" stroke-width="2"/>`;
  }
  return b + `<path d="M8 40L40 8M18 52L52 18" stroke="#fff" stroke-width="3" opacity=".7"/>`;
}

// ---------------------------------------------------------------- run

rmSync(join(PUBLIC, 'images', 'catalog'), { recursive: true, force: true });

for (const product of seedData.products) {
  const art = productArt[product.code];
  if (!art) throw new Error(`no drawing for ${product.code}`);
  for (const shot of art.images) {
    const b = body(product.code, art, shot);
    write(shot.file, svg(400, 600, shot.title, defsFor(b), b));
  }
}

for (const section of seedData.sections) {
  const list = seedData.products.filter((p) => p.sectionCode === section.code);
  const picked: typeof list = [];
  for (const p of list) {
    const style = productArt[p.code]?.style;
    if (!picked.some((q) => productArt[q.code]?.style === style)) picked.push(p);
    if (picked.length === 3) break;
  }
  let b = `<rect width="600" height="400" fill="#f1eee8"/><rect y="340" width="600" height="60" fill="#ddd6ca"/>`;
  picked.forEach((p, i) => {
    const art = productArt[p.code]!;
    const shot = art.images[i % art.images.length]!;
    b += `<g transform="translate(${30 + i * 190} 60) scale(.45)">${body(p.code, art, shot, true)}</g>`;
  });
  write(section.img, svg(600, 400, section.title, defsFor(b), b));
}

for (const c of seedData.colors) {
  const b = colorSwatch(c.code, c.hex, c.typeCode);
  write(c.img, svg(64, 64, `Цвет «${c.title}»`, defsFor(b), b));
}
for (const m of seedData.materials) {
  const b = materialSwatch(m.code, m.hex, m.typeCode);
  write(m.img, svg(64, 64, `Материал «${m.title}»`, defsFor(b), b));
}
for (const p of seedData.patinas) write(p.img, svg(64, 64, `Патина «${p.title}»`, '', patinaSwatch(p.hex)));
for (const g of seedData.glasses) write(g.img, svg(64, 64, `Стекло «${g.title}»`, '', glassSwatch(g.code)));

write(
  '/images/logo.svg',
  svg(
    220,
    56,
    'Фасадия — фабрика мебельных фасадов',
    '',
    `<rect x="4" y="6" width="30" height="44" rx="2" fill="none" stroke="${BRAND_BLUE}" stroke-width="3"/>` +
      `<rect x="11" y="13" width="16" height="30" fill="none" stroke="${BRAND_BLUE}" stroke-width="2"/>` +
      `<rect x="28" y="24" width="3" height="10" rx="1.5" fill="${BRAND_BLUE}"/>` +
      `<text x="44" y="38" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" letter-spacing=".5" fill="${BRAND_BLUE}">Фасадия</text>`,
  ),
);
write(
  '/favicon.svg',
  svg(
    32,
    32,
    'Фасадия',
    '',
    `<rect width="32" height="32" rx="6" fill="${BRAND_BLUE}"/><rect x="8" y="5" width="16" height="22" rx="1" fill="none" stroke="#fff" stroke-width="2"/>` +
      `<rect x="12" y="9" width="8" height="14" fill="none" stroke="#fff" stroke-width="1.5"/><rect x="21" y="13" width="1.6" height="6" fill="#fff"/>`,
  ),
);

// Each file stays small; report the largest.
const largest = [...written].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
for (const w of written) if (w.bytes >= 3072) console.warn(`warning: ${w.file} is ${w.bytes} bytes`);
console.log(`wrote ${written.length} files; largest: ${largest.map((w) => `${w.file} (${w.bytes} B)`).join(', ')}`);
