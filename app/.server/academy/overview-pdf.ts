import { createHash } from "node:crypto";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import {
  academyFacts,
  academyHero,
  academyLocation,
  academyName,
  academyOverviewPdf,
  academyPricing,
  academyStats,
  benefits,
  overviewModules,
  programs,
  scheduleSummary,
} from "~/content/academy";
import { site } from "~/content/site";

/** Fixed, so the same content always gives the same bytes. */
export const OVERVIEW_EDITION_DATE = new Date("2025-01-06T12:00:00.000Z");

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 54;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BOTTOM = MARGIN + 6;
const FOOTER_BASELINE = 30;
const GAP = 18;

/** app/styles/theme.css.ts holds these as CSS variables; these are their values. */
const colors = {
  brand: hex("#0f3b5f"),
  brandSoft: hex("#e8f0f7"),
  accent: hex("#f2a93b"),
  accentStrong: hex("#b45309"),
  text: hex("#1c2530"),
  textMuted: hex("#4b5867"),
  white: rgb(1, 1, 1),
  border: hex("#d5dde6"),
};

function hex(value: string): RGB {
  const n = Number.parseInt(value.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

type Fonts = { regular: PDFFont; bold: PDFFont };
type TextStyle = { font: PDFFont; size: number; color: RGB; leading?: number };

type Block = { height: number; draw: (page: PDFPage, x: number, top: number) => void };

export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const leadingOf = (style: TextStyle) => style.leading ?? style.size * 1.38;

function paragraph(
  text: string,
  style: TextStyle,
  width: number,
  options: { indent?: number; bullet?: string; spaceAfter?: number } = {},
): Block {
  const indent = options.indent ?? 0;
  const lines = wrapText(text, style.font, style.size, width - indent);
  const leading = leadingOf(style);
  return {
    height: lines.length * leading + (options.spaceAfter ?? 0),
    draw(page, x, top) {
      lines.forEach((line, i) => {
        const y = top - style.size - i * leading;
        if (i === 0 && options.bullet) {
          page.drawText(options.bullet, {
            x,
            y,
            size: style.size,
            font: style.font,
            color: colors.accentStrong,
          });
        }
        page.drawText(line, {
          x: x + indent,
          y,
          size: style.size,
          font: style.font,
          color: style.color,
        });
      });
    },
  };
}

function stack(blocks: Block[], gap = 0): Block {
  return {
    height: blocks.reduce((sum, b) => sum + b.height, 0) + gap * Math.max(0, blocks.length - 1),
    draw(page, x, top) {
      let y = top;
      for (const block of blocks) {
        block.draw(page, x, y);
        y -= block.height + gap;
      }
    },
  };
}

const spacer = (height: number): Block => ({ height, draw: () => {} });

function row(blocks: Block[], width: number, gap = GAP): Block {
  return {
    height: Math.max(...blocks.map((b) => b.height)),
    draw: (page, x, top) => blocks.forEach((b, i) => b.draw(page, x + i * (width + gap), top)),
  };
}

function pairsOf<T>(items: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / 2) }, (_, i) =>
    items.slice(i * 2, i * 2 + 2),
  );
}

class Flow {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {}

  newPage() {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    if (this.pages.length === 1) {
      this.y = PAGE_HEIGHT;
      return;
    }
    this.page.drawText(academyName, {
      x: MARGIN,
      y: PAGE_HEIGHT - MARGIN + 8,
      size: 10,
      font: this.fonts.bold,
      color: colors.brand,
    });
    this.page.drawRectangle({
      x: MARGIN,
      y: PAGE_HEIGHT - MARGIN,
      width: CONTENT_WIDTH,
      height: 1.5,
      color: colors.accent,
    });
    this.y = PAGE_HEIGHT - MARGIN - 22;
  }

  band(height: number, draw: (page: PDFPage, top: number) => void) {
    draw(this.page, this.y);
    this.y -= height;
  }

  place(block: Block, { keepWithNext = 0 }: { keepWithNext?: number } = {}) {
    if (this.y - block.height - keepWithNext < BOTTOM) this.newPage();
    block.draw(this.page, MARGIN, this.y);
    this.y -= block.height;
  }

  skip(height: number) {
    this.y -= height;
  }
}

function columnWidth(count: number, gap = GAP) {
  return (CONTENT_WIDTH - gap * (count - 1)) / count;
}

export async function buildAcademyOverviewPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const body: TextStyle = { font: fonts.regular, size: 10, color: colors.text };
  const muted: TextStyle = { ...body, color: colors.textMuted };
  const strong: TextStyle = { ...body, font: fonts.bold };

  const heading = (text: string): Block => {
    const style: TextStyle = { font: fonts.bold, size: 15, color: colors.brand };
    return {
      height: 30,
      draw(page, x, top) {
        page.drawText(text, { x, y: top - style.size, ...style });
        page.drawRectangle({ x, y: top - 23, width: 36, height: 2.5, color: colors.accent });
      },
    };
  };
  const section = (title: string, blocks: Block[], gap = 8) => {
    flow.skip(GAP);
    // A heading never ends a page: it stays with the first block after it.
    flow.place(heading(title), { keepWithNext: blocks[0]?.height ?? 0 });
    blocks.forEach((block, i) => {
      if (i > 0) flow.skip(gap);
      flow.place(block);
    });
  };

  const flow = new Flow(doc, fonts);
  flow.newPage();

  const leadLines = wrapText(academyHero.lead, fonts.regular, 11.5, CONTENT_WIDTH);
  const bandHeight = 130 + leadLines.length * 16;
  flow.band(bandHeight, (page, top) => {
    page.drawRectangle({
      x: 0,
      y: top - bandHeight,
      width: PAGE_WIDTH,
      height: bandHeight,
      color: colors.brand,
    });
    page.drawRectangle({
      x: 0,
      y: top - bandHeight,
      width: PAGE_WIDTH,
      height: 5,
      color: colors.accent,
    });
    page.drawText(`${site.name.toUpperCase()}  |  PROGRAM OVERVIEW`, {
      x: MARGIN,
      y: top - 50,
      size: 9.5,
      font: fonts.bold,
      color: colors.accent,
    });
    page.drawText(academyName, {
      x: MARGIN,
      y: top - 80,
      size: 26,
      font: fonts.bold,
      color: colors.white,
    });
    page.drawText(programs.map((p) => p.title).join("  and  "), {
      x: MARGIN,
      y: top - 100,
      size: 12,
      font: fonts.bold,
      color: colors.white,
    });
    leadLines.forEach((line, i) =>
      page.drawText(line, {
        x: MARGIN,
        y: top - 122 - i * 16,
        size: 11.5,
        font: fonts.regular,
        color: colors.white,
      }),
    );
  });
  flow.skip(GAP + 4);

  const statWidth = columnWidth(academyStats.length, 10);
  flow.place(
    row(
      academyStats.map((stat) => {
        const label = paragraph(stat.label, { ...muted, size: 9 }, statWidth - 20);
        const height = 44 + label.height;
        return {
          height,
          draw(page, x, top) {
            page.drawRectangle({
              x,
              y: top - height,
              width: statWidth,
              height,
              color: colors.brandSoft,
            });
            page.drawRectangle({ x, y: top - height, width: 3, height, color: colors.accent });
            page.drawText(stat.number, {
              x: x + 12,
              y: top - 28,
              size: 18,
              font: fonts.bold,
              color: colors.brand,
            });
            label.draw(page, x + 12, top - 36);
          },
        };
      }),
      statWidth,
      10,
    ),
  );
  flow.skip(12);
  flow.place(paragraph(scheduleSummary(), body, CONTENT_WIDTH));

  const halfWidth = columnWidth(2);
  section("The programs", [
    row(
      programs.map((program) =>
        stack([
          paragraph(program.title, { font: fonts.bold, size: 13, color: colors.brand }, halfWidth),
          spacer(3),
          paragraph(
            program.audience,
            { ...strong, size: 9, color: colors.accentStrong },
            halfWidth,
          ),
          spacer(6),
          paragraph(program.description, body, halfWidth),
          spacer(6),
          ...program.outcomes.map((outcome) =>
            paragraph(outcome, body, halfWidth, { indent: 10, bullet: "•", spaceAfter: 2 }),
          ),
        ]),
      ),
      halfWidth,
    ),
  ]);

  const titled = (title: string, text: string, titleStyle: TextStyle) =>
    stack([paragraph(title, titleStyle, halfWidth), spacer(2), paragraph(text, body, halfWidth)]);
  section(
    "Program overview",
    pairsOf(overviewModules.map((module, i) => ({ ...module, number: i + 1 }))).map((pair) =>
      row(
        pair.map((module) =>
          titled(`${String(module.number).padStart(2, "0")}  ${module.title}`, module.text, {
            ...strong,
            color: colors.brand,
          }),
        ),
        halfWidth,
      ),
    ),
  );
  section(
    "Why learn with us",
    pairsOf(benefits).map((pair) =>
      row(
        pair.map((benefit) => titled(benefit.title, benefit.text, strong)),
        halfWidth,
      ),
    ),
  );

  section(`Location: ${academyLocation.city}, ${academyLocation.region}`, [
    paragraph(academyLocation.text, body, CONTENT_WIDTH),
  ]);

  section(academyPricing.title, [
    highlight(academyPricing.highlight),
    paragraph(academyPricing.text[0], body, CONTENT_WIDTH),
    paragraph(academyOverviewPdf.pricingNote, body, CONTENT_WIDTH),
  ]);

  section(academyOverviewPdf.nextStepsTitle, [
    paragraph(academyOverviewPdf.nextStepsText, body, CONTENT_WIDTH),
    stack(
      [
        labelled("Phone", site.phone.display),
        labelled("E-mail", site.email),
        labelled("Office hours", officeHours()),
        labelled("Where", `${site.address.city}, ${site.address.region}`),
      ],
      3,
    ),
  ]);

  flow.pages.forEach((page, i) => {
    page.drawRectangle({
      x: MARGIN,
      y: FOOTER_BASELINE + 14,
      width: CONTENT_WIDTH,
      height: 0.75,
      color: colors.border,
    });
    page.drawText(`${academyName}  |  ${site.name}  |  ${site.phone.display}  |  ${site.email}`, {
      x: MARGIN,
      y: FOOTER_BASELINE,
      size: 8,
      font: fonts.regular,
      color: colors.textMuted,
    });
    const pageLabel = `Page ${i + 1} of ${flow.pages.length}`;
    page.drawText(pageLabel, {
      x: PAGE_WIDTH - MARGIN - fonts.regular.widthOfTextAtSize(pageLabel, 8),
      y: FOOTER_BASELINE,
      size: 8,
      font: fonts.regular,
      color: colors.textMuted,
    });
  });

  doc.setTitle(academyOverviewPdf.title, { showInWindowTitleBar: true });
  doc.setAuthor(site.name);
  doc.setSubject(academyOverviewPdf.subject);
  doc.setKeywords([
    academyName,
    ...programs.map((p) => p.title),
    `${academyFacts.trainingHours} hours`,
  ]);
  doc.setCreator(site.name);
  doc.setProducer(site.name);
  doc.setLanguage("en-US");
  doc.setCreationDate(OVERVIEW_EDITION_DATE);
  doc.setModificationDate(OVERVIEW_EDITION_DATE);
  return doc.save();

  function highlight(text: string): Block {
    const inner = paragraph(
      text,
      { font: fonts.bold, size: 12, color: colors.brand },
      CONTENT_WIDTH - 28,
    );
    const height = inner.height + 16;
    return {
      height,
      draw(page, x, top) {
        page.drawRectangle({
          x,
          y: top - height,
          width: CONTENT_WIDTH,
          height,
          color: colors.brandSoft,
        });
        page.drawRectangle({ x, y: top - height, width: 4, height, color: colors.accent });
        inner.draw(page, x + 16, top - 6);
      },
    };
  }

  function labelled(label: string, value: string): Block {
    const labelWidth = 80;
    const text = paragraph(value, body, CONTENT_WIDTH - labelWidth);
    return {
      height: text.height,
      draw(page, x, top) {
        page.drawText(label, {
          x,
          y: top - body.size,
          size: body.size,
          font: fonts.bold,
          color: colors.brand,
        });
        text.draw(page, x + labelWidth, top);
      },
    };
  }
}

export function officeHours() {
  const { days, opens, closes } = site.openingHours;
  return `${days[0]} to ${days[days.length - 1]}, ${clock(opens)} to ${clock(closes)}`;
}

function clock(time: string) {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return minutes
    ? `${hour12}:${String(minutes).padStart(2, "0")} ${suffix}`
    : `${hour12} ${suffix}`;
}

export type OverviewFile = { bytes: Uint8Array<ArrayBuffer>; etag: string };

let built: Promise<OverviewFile> | undefined;

/** A failed build is retried next time. */
export function academyOverviewFile(): Promise<OverviewFile> {
  built ??= buildAcademyOverviewPdf().then(
    (bytes) => ({
      bytes: new Uint8Array(bytes),
      etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`,
    }),
    (error: unknown) => {
      built = undefined;
      throw error;
    },
  );
  return built;
}
