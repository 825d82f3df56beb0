import { inflateSync } from "node:zlib";
import {
  PDFArray,
  PDFDocument,
  PDFName,
  PDFRawStream,
  StandardFonts,
  type PDFObject,
  type PDFPage,
} from "pdf-lib";
import { describe, expect, test } from "vitest";
import {
  academyOverviewFile,
  buildAcademyOverviewPdf,
  officeHours,
  OVERVIEW_EDITION_DATE,
  wrapText,
} from "~/.server/academy/overview-pdf";
import {
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
import { loader } from "~/routes/academy-overview";
import { createLoadContext } from "~/.server/context";
import { callRoute } from "../support/route-call";

/**
 * The text a page shows: its content streams inflated with zlib (not with pdf-lib), and the hex
 * strings of every `Tj` (show text) operator decoded, one line each.
 */
function pageLines(doc: PDFDocument, page: PDFPage): string[] {
  const contents = page.node.get(PDFName.of("Contents"));
  const refs: PDFObject[] = contents instanceof PDFArray ? contents.asArray() : [contents!];
  const lines: string[] = [];
  for (const ref of refs) {
    const stream = doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) throw new Error("unexpected content stream type");
    const filter = stream.dict.get(PDFName.of("Filter"));
    const raw = Buffer.from(stream.getContents());
    const source = filter === PDFName.of("FlateDecode") ? inflateSync(raw) : raw;
    for (const match of source.toString("latin1").matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(match[1]!, "hex").toString("latin1"));
    }
  }
  return lines;
}

async function overview() {
  const bytes = await buildAcademyOverviewPdf();
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = doc.getPages().map((page) => pageLines(doc, page));
  // Wrapped lines joined with spaces read as the sentences they were cut from.
  return { bytes, doc, pages, text: pages.flat().join(" ").replace(/\s+/g, " ") };
}

describe("the academy program overview PDF", () => {
  test("is a two-page US Letter PDF", async () => {
    const { bytes, doc } = await overview();
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(doc.getPageCount()).toBe(2);
    for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: 612, height: 792 });
  });

  test("is deterministic: two builds give the same bytes", async () => {
    const [a, b] = await Promise.all([buildAcademyOverviewPdf(), buildAcademyOverviewPdf()]);
    expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).toBe(0);
  });

  test("carries fixed metadata: title, author, subject, keywords, dates", async () => {
    const { doc } = await overview();
    expect(doc.getTitle()).toBe(`${academyName} Program Overview`);
    expect(doc.getAuthor()).toBe(site.name);
    expect(doc.getSubject()).toContain("72 hours");
    expect(doc.getKeywords()).toContain("AI for Job Readiness");
    expect(doc.getCreationDate()?.toISOString()).toBe(OVERVIEW_EDITION_DATE.toISOString());
    expect(doc.getModificationDate()?.toISOString()).toBe(OVERVIEW_EDITION_DATE.toISOString());
  });

  test("[S-ACADEMY-18] [S-ACADEMY-19] [S-ACADEMY-20] states both programs, 72 hours, 4 or 8 weeks and the cohorts", async () => {
    const { text, pages } = await overview();
    expect(pages[0]).toContain("AI for Job Readiness");
    expect(pages[0]).toContain("AI for Business");
    expect(text).toContain(
      "72 hours of live, instructor-led training, taken as a 4-week intensive (18 hours a week) or over 8 weeks (9 hours a week) within a 2-month cohort.",
    );
    expect(text).toContain("each 2-month cohort seats up to 20 people and is charged for 15");
    expect(text).toContain("20 seats for the price of 15");
    for (const stat of academyStats) {
      expect(pages[0]).toContain(stat.number);
      expect(text).toContain(stat.label);
    }
  });

  test("lays out every program outcome, module, benefit and the pricing from the content", async () => {
    const { text } = await overview();
    for (const program of programs) {
      expect(text).toContain(program.audience);
      expect(text).toContain(program.description);
      for (const outcome of program.outcomes) expect(text).toContain(outcome);
    }
    for (const [i, module] of overviewModules.entries()) {
      expect(text).toContain(`${String(i + 1).padStart(2, "0")} ${module.title}`);
      expect(text).toContain(module.text);
    }
    for (const benefit of benefits) {
      expect(text).toContain(benefit.title);
      expect(text).toContain(benefit.text);
    }
    expect(text).toContain(academyPricing.text[0]);
    expect(text).toContain("Location: Charlotte, NC");
  });

  test("says how to reach the company, and every page has its footer", async () => {
    const { text, pages } = await overview();
    expect(text).toContain(site.phone.display);
    expect(text).toContain(site.email);
    expect(text).toContain("Monday to Friday, 9 AM to 5 PM");
    pages.forEach((lines, i) => expect(lines).toContain(`Page ${i + 1} of ${pages.length}`));
  });

  test("the schedule sentence is the one the academy page shows", () => {
    expect(scheduleSummary()).toBe(
      "72 hours of live, instructor-led training, taken as a 4-week intensive (18 hours a week) or over 8 weeks (9 hours a week) within a 2-month cohort.",
    );
    expect(officeHours()).toBe("Monday to Friday, 9 AM to 5 PM");
  });

  test("wrapText keeps every word, in order, and no line wider than asked", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const text = programs.map((p) => p.description).join(" ");
    const lines = wrapText(text, font, 10, 150);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join(" ")).toBe(text);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(150);
    expect(wrapText("   ", font, 10, 150)).toEqual([]);
  });

  test("is built once per process, with a quoted ETag of its bytes", async () => {
    const first = await academyOverviewFile();
    expect(await academyOverviewFile()).toBe(first);
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(
      Buffer.compare(Buffer.from(first.bytes), Buffer.from(await buildAcademyOverviewPdf())),
    ).toBe(0);
  });
});

describe(`the ${academyOverviewPdf.path} resource route`, () => {
  const get = (headers: Record<string, string> = {}) =>
    callRoute(loader, {
      request: new Request(`http://localhost${academyOverviewPdf.path}`, { headers }),
      params: {},
      context: createLoadContext({}),
    });

  test("[S-ACADEMY-14] answers the PDF as an attachment with a long cache and an ETag", async () => {
    expect(academyOverviewPdf.path).toBe("/bte-ai-academy/overview.pdf");
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="bte-ai-academy-overview.pdf"',
    );
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=86400/);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(response.headers.get("Content-Length")).toBe(String(body.length));
    expect(response.headers.get("ETag")).toBe((await academyOverviewFile()).etag);
  });

  test("answers 304 without a body to a matching If-None-Match, 200 to another", async () => {
    const { etag } = await academyOverviewFile();
    const cached = await get({ "If-None-Match": `"other", W/${etag}` });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe("");
    expect(cached.headers.get("ETag")).toBe(etag);
    expect((await get({ "If-None-Match": '"other"' })).status).toBe(200);
  });
});
