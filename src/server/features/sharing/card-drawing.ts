// Draws a compliment's share preview (PRODUCT 5, DECISIONS 39): its words over its inspirational
// image, as a 1200×630 PNG. satori lays the words out and wraps them with the font's own metrics
// and writes them as outlines, so no font is needed on the machine; resvg renders that SVG (sharp's
// SVG loader stays blocked for uploads, features/media/sharp-loader.ts) and sharp lays it over
// the picture.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Resvg as ResvgClass } from '@resvg/resvg-js';
import type satoriFunction from 'satori';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../../contract/constants';
import { SharpLoader, type SharpLibrary } from '../media/sharp-loader';

const WIDTH = SHARE_IMAGE_WIDTH;
const HEIGHT = SHARE_IMAGE_HEIGHT;
/** The words' box: 96 px of margin on each side, room under them for the site's name. */
const TEXT_WIDTH = WIDTH - 2 * 96;
const TEXT_MAX_HEIGHT = 420;
const LINE_HEIGHT = 1.25;
/** Font sizes tried from the largest down; the first whose wrapped words fit the box is used. */
const FONT_SIZES = [76, 66, 58, 50, 44, 38, 34];
/** A generous mean advance of Nunito Bold per character, in ems, to estimate the wrapped lines. */
const MEAN_ADVANCE_EM = 0.62;
/** Never a character wider than this, in ems (a capital W), for runs of wide letters. */
const WIDEST_ADVANCE_EM = 0.98;

// Nunito Bold from @fontsource, one file per script subset; satori takes each glyph from the
// first of them that has it.
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'] as const;
const FAMILIES = SUBSETS.map((subset) => `Nunito ${subset}`);
const require = createRequire(import.meta.url);

type SatoriFont = Parameters<typeof satoriFunction>[1]['fonts'][number];

interface DrawingTools {
  satori: typeof satoriFunction;
  Resvg: typeof ResvgClass;
  sharp: SharpLibrary;
  fonts: SatoriFont[];
}

const readFonts = (): Promise<SatoriFont[]> =>
  Promise.all(
    SUBSETS.map(async (subset, index) => ({
      name: FAMILIES[index]!,
      weight: 700 as const,
      style: 'normal' as const,
      data: await readFile(
        require.resolve(`@fontsource/nunito/files/nunito-${subset}-700-normal.woff`),
      ),
    })),
  );

/** The largest font size at which the quote, wrapped to the box, is estimated to fit its height. */
function fontSizeFor(quote: string): number {
  const characters = [...quote];
  const wide = characters.filter((character) => /[A-Z@MWmw%]/.test(character)).length;
  const advance = (characters.length - wide) * MEAN_ADVANCE_EM + wide * WIDEST_ADVANCE_EM;
  for (const size of FONT_SIZES) {
    // One line more than the plain estimate, for the room lost where lines break between words.
    const lines = Math.ceil((advance * size) / TEXT_WIDTH) + 1;
    if (lines * size * LINE_HEIGHT <= TEXT_MAX_HEIGHT) return size;
  }
  return FONT_SIZES[FONT_SIZES.length - 1]!;
}

/** Darkens the picture so white words keep their contrast over its lightest parts. */
const SHADE = 'linear-gradient(180deg, rgba(0, 0, 0, 0.45), rgba(0, 0, 0, 0.62))';
/** The card's ground when its image cannot be drawn: the brand's deep violet to rose. */
const PLAIN_GROUND = 'linear-gradient(135deg, #4b3aa8, #a3213f)';

/** The words and the site's name as an SVG of outlines, over the shade or the plain ground. */
async function wordsOverlay(
  { satori, fonts }: DrawingTools,
  text: string,
  siteName: string,
  overPicture: boolean,
): Promise<string> {
  const quote = `“${text}”`;
  const shadow = '0 2px 14px rgba(0, 0, 0, 0.55)';
  const element = {
    type: 'div',
    props: {
      style: {
        width: WIDTH,
        height: HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        color: '#ffffff',
        backgroundImage: overPicture ? SHADE : PLAIN_GROUND,
        fontFamily: FAMILIES.join(', '),
      },
      children: [
        {
          type: 'div',
          props: {
            style: {
              width: TEXT_WIDTH,
              maxHeight: TEXT_MAX_HEIGHT,
              overflow: 'hidden',
              fontSize: fontSizeFor(quote),
              lineHeight: LINE_HEIGHT,
              textAlign: 'center',
              wordBreak: 'break-word',
              textShadow: shadow,
            },
            children: quote,
          },
        },
        {
          type: 'div',
          props: {
            style: { marginTop: 40, fontSize: 32, letterSpacing: 1, textShadow: shadow },
            children: siteName,
          },
        },
      ],
    },
  };
  // satori reads plain { type, props } objects as React elements; no JSX runtime on the server.
  const node = element as unknown as Parameters<typeof satoriFunction>[0];
  return satori(node, { width: WIDTH, height: HEIGHT, fonts });
}

/** An SVG as a PNG at `width` pixels wide; it names no font and loads nothing. */
function renderSvg({ Resvg }: DrawingTools, svg: string | Buffer, width: number): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false },
  });
  return resvg.render().asPng();
}

const isSvg = (bytes: Buffer) => /<svg[\s>]/i.test(bytes.subarray(0, 2048).toString('utf8'));

/**
 * An SVG picture rendered just wide enough that its height covers the card too: sharp then only
 * crops it, and no pixel is rendered that the card drops.
 */
function renderPicture(drawing: DrawingTools, svg: Buffer): Buffer {
  const size = new drawing.Resvg(svg, { font: { loadSystemFonts: false } });
  const width = Math.ceil(Math.max(WIDTH, (HEIGHT * size.width) / size.height));
  return renderSvg(drawing, svg, width);
}

/**
 * The picture cropped to fill the card, or null when its bytes are no image that can be read. An
 * SVG (the site's own pictures) is rendered by resvg first; uploads go through sharp's loaders.
 */
async function pictureGround(drawing: DrawingTools, bytes: Buffer): Promise<Buffer | null> {
  try {
    const raster = isSvg(bytes) ? renderPicture(drawing, bytes) : bytes;
    return await drawing
      .sharp(raster, { limitInputPixels: 64_000_000 })
      .resize(WIDTH, HEIGHT, { fit: 'cover' })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** The preview of a compliment, drawn with the loaded tools. */
async function drawComplimentCard(
  drawing: DrawingTools,
  text: string,
  siteName: string,
  picture: Buffer | null,
): Promise<Buffer> {
  const { sharp } = drawing;
  const ground = picture ? await pictureGround(drawing, picture) : null;
  const overlay = await wordsOverlay(drawing, text, siteName, ground !== null);
  const words = renderSvg(drawing, overlay, WIDTH);
  if (!ground) return sharp(words).png({ compressionLevel: 9 }).toBuffer();
  return sharp(ground)
    .composite([{ input: words }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * What the drawing thread draws with: satori, resvg, sharp and the fonts, loaded with the first
 * card: together about 60 MB that a server which is never asked for a preview does not hold.
 */
export class CardDrawing {
  private readonly sharp = new SharpLoader();
  private tools: Promise<DrawingTools> | undefined;

  /** Loads the libraries and fonts ahead of the first card, so its drawing takes no longer. */
  async prepare(): Promise<void> {
    await this.load();
  }

  /**
   * The preview of a compliment: its words over `picture` (the bytes of its inspirational
   * image), or over the brand's plain ground when there is none or it cannot be read.
   */
  async draw(text: string, siteName: string, picture: Buffer | null): Promise<Buffer> {
    return drawComplimentCard(await this.load(), text, siteName, picture);
  }

  private load(): Promise<DrawingTools> {
    this.tools ??= Promise.all([
      import('satori'),
      import('@resvg/resvg-js'),
      this.sharp.load(),
      readFonts(),
    ]).then(([satori, resvg, sharp, fonts]) => ({
      satori: satori.default,
      Resvg: resvg.Resvg,
      sharp,
      fonts,
    }));
    return this.tools;
  }
}
