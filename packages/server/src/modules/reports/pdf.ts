/**
 * The lab or radiology report as a PDF (pdfkit): the brand's logo and colours, the patient, the
 * order, and its tests with values, units, reference ranges and flags (or a radiologist's findings
 * and impression), in English or in Arabic (right to left, shaped: pdf-text.ts). A protected
 * report is encrypted with AES-256 (PDF 1.7 extension level 3) under the password given; it opens
 * with nothing else.
 */
import { randomBytes } from 'node:crypto';
import { formatDisplayDate, isoDateAt, type ReportLanguage } from '@portal/contract';
import type { HisLabOrder, HisLabTest } from '../../adapters/hospital/port';
import { drawLogo, parseLogo } from './pdf-logo';
import { type Direction, FONT_FILES, type FontName, fontData, PdfText, type TextStyle } from './pdf-text';

/** What the report shows of the brand whose facility made it. */
export interface ReportBrand {
  name: { en: string; ar: string };
  /** The logo SVG for each language; null: the brand's name in its colour is shown instead. */
  logo: { en: string | null; ar: string | null };
  colors: {
    primary: string;
    onPrimary: string;
    primarySubtle: string;
    text: string;
    textMuted: string;
    border: string;
    danger: string;
  };
}

export interface ReportInput {
  lang: ReportLanguage;
  brand: ReportBrand;
  facilityName: { en: string; ar: string };
  patient: { firstName: string; lastName: string; dateOfBirth: string | null; patientId: string };
  order: HisLabOrder;
  generatedAt: Date;
  /** Null: the file opens without a password. */
  password: string | null;
}

const LABELS = {
  en: {
    LAB: 'Laboratory Report',
    RBF: 'Radiology Report',
    patient: 'Patient',
    dateOfBirth: 'Date of birth',
    patientNumber: 'Patient number',
    reportNumber: 'Report number',
    orderDate: 'Order date',
    doctor: 'Referring doctor',
    facility: 'Facility',
    test: 'Test',
    result: 'Result',
    unit: 'Unit',
    range: 'Reference range',
    flag: 'Flag',
    H: 'High',
    L: 'Low',
    A: 'Abnormal',
    study: 'Study',
    findings: 'Findings',
    impression: 'Impression',
    footer: 'Issued {date} {time} (UAE time) from the hospital record. Confidential medical information.',
    page: 'Page {n}',
  },
  ar: {
    LAB: 'تقرير المختبر',
    RBF: 'تقرير الأشعة',
    patient: 'المريض',
    dateOfBirth: 'تاريخ الميلاد',
    patientNumber: 'رقم المريض',
    reportNumber: 'رقم التقرير',
    orderDate: 'تاريخ الطلب',
    doctor: 'الطبيب المعالج',
    facility: 'المنشأة',
    test: 'الفحص',
    result: 'النتيجة',
    unit: 'الوحدة',
    range: 'المعدل المرجعي',
    flag: 'الحالة',
    H: 'مرتفع',
    L: 'منخفض',
    A: 'غير طبيعي',
    study: 'الدراسة',
    findings: 'الموجودات',
    impression: 'الخلاصة',
    footer: 'صدر في {date} الساعة {time} بتوقيت الإمارات من سجل المستشفى. معلومات طبية سرية.',
    page: 'صفحة {n}',
  },
} as const;

const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER_TOP = PAGE.height - PAGE.margin - 24;

/** Table columns in reading order, as shares of the content width. */
const COLUMNS = [
  { key: 'test', share: 0.36 },
  { key: 'result', share: 0.14 },
  { key: 'unit', share: 0.14 },
  { key: 'range', share: 0.2 },
  { key: 'flag', share: 0.16 },
] as const;
type ColumnKey = (typeof COLUMNS)[number]['key'];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

/** The UAE wall-clock time of an instant, 'HH:mm'. */
const uaeTime = (instant: Date) => new Date(instant.getTime() + 4 * 3_600_000).toISOString().slice(11, 16);

class ReportWriter {
  private readonly labels;
  private readonly dir: Direction;
  private readonly text: PdfText;
  private y: number = PAGE.margin;
  private page = 1;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly input: ReportInput,
  ) {
    this.labels = LABELS[input.lang];
    this.dir = input.lang === 'ar' ? 'rtl' : 'ltr';
    this.text = new PdfText(doc, this.dir);
  }

  private get colors() {
    return this.input.brand.colors;
  }

  private style(size: number, extra: Partial<TextStyle> = {}): TextStyle {
    return { size, color: this.colors.text, ...extra };
  }

  private local(pair: { en: string; ar: string }) {
    return pair[this.input.lang];
  }

  /** x of a box of `width` that starts `offset` from the reading start of the content. */
  private boxX(offset: number, width: number) {
    return this.dir === 'rtl' ? PAGE.width - PAGE.margin - offset - width : PAGE.margin + offset;
  }

  write() {
    this.header();
    this.details();
    if (this.input.order.docType === 'RBF') this.radiology();
    else this.table();
    this.footer();
  }

  private header() {
    const { doc, input } = this;
    const logoHeight = 44;
    const svg = input.brand.logo[input.lang];
    const logo = svg ? parseLogo(svg) : null;
    if (logo) {
      const width = (logo.viewBox[2] * logoHeight) / logo.viewBox[3];
      drawLogo(doc, this.text, logo, this.boxX(0, width), this.y, logoHeight);
    } else {
      this.text.line(this.local(input.brand.name), PAGE.margin, this.y + 10, CONTENT_WIDTH, {
        size: 18,
        bold: true,
        color: this.colors.primary,
      });
    }
    const title = this.labels[input.order.docType];
    this.text.line(
      title,
      PAGE.margin,
      this.y + 12,
      CONTENT_WIDTH,
      this.style(16, { bold: true, color: this.colors.primary }),
      'end',
    );
    this.y += logoHeight + 10;
    doc.rect(PAGE.margin, this.y, CONTENT_WIDTH, 3).fill(this.colors.primary);
    this.y += 14;
  }

  private details() {
    const { input, labels } = this;
    const { patient, order } = input;
    const birth = patient.dateOfBirth ? (formatDisplayDate(patient.dateOfBirth) ?? patient.dateOfBirth) : '-';
    const rows: [string, string][] = [
      [labels.patient, `${patient.firstName} ${patient.lastName}`],
      [labels.dateOfBirth, birth],
      [labels.patientNumber, patient.patientId],
      [labels.reportNumber, order.docNumber],
      [labels.orderDate, formatDisplayDate(order.orderDate) ?? order.orderDate],
      [labels.doctor, order.doctorName ? this.local(order.doctorName) : '-'],
      [labels.facility, this.local(input.facilityName)],
    ];
    const half = CONTENT_WIDTH / 2;
    const labelWidth = 92;
    const lineHeight = 17;
    const top = this.y;
    this.doc
      .roundedRect(PAGE.margin, top - 4, CONTENT_WIDTH, Math.ceil(rows.length / 2) * lineHeight + 10, 6)
      .fill(this.colors.primarySubtle);
    rows.forEach(([label, value], index) => {
      const column = index % 2;
      const rowY = top + Math.floor(index / 2) * lineHeight;
      const offset = column * half + 8;
      this.text.line(
        label,
        this.boxX(offset, labelWidth),
        rowY,
        labelWidth,
        this.style(8.5, { color: this.colors.textMuted }),
      );
      this.text.line(
        value,
        this.boxX(offset + labelWidth, half - labelWidth - 16),
        rowY,
        half - labelWidth - 16,
        this.style(9.5, { bold: true }),
      );
    });
    this.y = top + Math.ceil(rows.length / 2) * lineHeight + 20;
  }

  private columnBox(key: ColumnKey) {
    let offset = 0;
    for (const column of COLUMNS) {
      const width = column.share * CONTENT_WIDTH;
      if (column.key === key) return { x: this.boxX(offset, width) + 4, width: width - 8 };
      offset += width;
    }
    throw new Error(`no column ${key}`);
  }

  private tableHeader() {
    const height = 20;
    this.doc.rect(PAGE.margin, this.y, CONTENT_WIDTH, height).fill(this.colors.primary);
    for (const column of COLUMNS) {
      const box = this.columnBox(column.key);
      this.text.line(
        this.labels[column.key],
        box.x,
        this.y + 4,
        box.width,
        this.style(9, { bold: true, color: this.colors.onPrimary }),
      );
    }
    this.y += height + 4;
  }

  private cellText(test: HisLabTest, key: ColumnKey): string {
    switch (key) {
      case 'test':
        return this.input.lang === 'ar' ? test.nameAr : test.nameEn;
      case 'result':
        return test.value ?? '-';
      case 'unit':
        return test.unit ?? '';
      case 'range':
        return test.referenceRange ?? '';
      case 'flag':
        return test.abnormalFlag ? this.labels[test.abnormalFlag] : '';
    }
  }

  private table() {
    this.tableHeader();
    for (const test of this.input.order.tests) {
      const flagged = test.abnormalFlag !== null;
      const cells = COLUMNS.map((column) => {
        const box = this.columnBox(column.key);
        const style = this.style(9.5, {
          bold: flagged && (column.key === 'result' || column.key === 'flag'),
          color:
            flagged && (column.key === 'result' || column.key === 'flag')
              ? this.colors.danger
              : this.colors.text,
        });
        return { box, style, lines: this.text.wrap(this.cellText(test, column.key), box.width, style) };
      });
      const rowHeight =
        Math.max(...cells.map((cell) => cell.lines.length), 1) * this.text.lineHeight({ size: 9.5 }) + 6;
      if (this.y + rowHeight > FOOTER_TOP - 8) {
        this.newPage();
        this.tableHeader();
      }
      for (const cell of cells) {
        cell.lines.forEach((line, index) => {
          this.text.line(
            line,
            cell.box.x,
            this.y + 3 + index * this.text.lineHeight(cell.style),
            cell.box.width,
            cell.style,
          );
        });
      }
      this.y += rowHeight;
      this.doc
        .moveTo(PAGE.margin, this.y)
        .lineTo(PAGE.margin + CONTENT_WIDTH, this.y)
        .lineWidth(0.5)
        .stroke(this.colors.border);
      this.y += 2;
    }
  }

  private section(title: string, body: string) {
    const style = this.style(10.5);
    const lines = this.text.wrap(body, CONTENT_WIDTH, style);
    if (this.y + 24 + this.text.lineHeight(style) > FOOTER_TOP) this.newPage();
    this.text.line(
      title,
      PAGE.margin,
      this.y,
      CONTENT_WIDTH,
      this.style(11, { bold: true, color: this.colors.primary }),
    );
    this.y += 20;
    for (const line of lines) {
      if (this.y + this.text.lineHeight(style) > FOOTER_TOP) this.newPage();
      this.text.line(line, PAGE.margin, this.y, CONTENT_WIDTH, style);
      this.y += this.text.lineHeight(style);
    }
    this.y += 10;
  }

  private radiology() {
    const { order } = this.input;
    const studies = order.tests
      .map((test) => (this.input.lang === 'ar' ? test.nameAr : test.nameEn))
      .join(', ');
    this.section(this.labels.study, studies);
    if (order.findings) this.section(this.labels.findings, this.local(order.findings));
    if (order.impression) this.section(this.labels.impression, this.local(order.impression));
  }

  private newPage() {
    this.footer();
    this.doc.addPage();
    this.page += 1;
    this.y = PAGE.margin;
  }

  private footer() {
    const { generatedAt } = this.input;
    const note = fill(this.labels.footer, {
      date: formatDisplayDate(isoDateAt(generatedAt)) ?? '',
      time: uaeTime(generatedAt),
    });
    const style = this.style(7.5, { color: this.colors.textMuted });
    this.doc
      .moveTo(PAGE.margin, FOOTER_TOP)
      .lineTo(PAGE.margin + CONTENT_WIDTH, FOOTER_TOP)
      .lineWidth(0.5)
      .stroke(this.colors.border);
    const pageLabel = fill(this.labels.page, { n: String(this.page) });
    const pageWidth = this.text.width(pageLabel, style) + 4;
    this.text.line(note, PAGE.margin, FOOTER_TOP + 6, CONTENT_WIDTH - pageWidth - 8, style);
    this.text.line(pageLabel, PAGE.margin, FOOTER_TOP + 6, CONTENT_WIDTH, style, 'end');
  }
}

/** The report as PDF bytes. */
export async function renderLabReport(input: ReportInput): Promise<Buffer> {
  const protection = input.password
    ? {
        pdfVersion: '1.7ext3' as const,
        userPassword: input.password,
        // Nobody holds the owner password: the file's permissions cannot be lifted with it.
        ownerPassword: randomBytes(24).toString('hex'),
        permissions: {
          printing: 'highResolution' as const,
          copying: false,
          modifying: false,
          annotating: false,
        },
      }
    : { pdfVersion: '1.7' as const };
  // Loaded with the first report, not when the server starts (a quarter of a second).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: true,
    lang: input.lang,
    displayTitle: true,
    info: {
      Title: `${LABELS[input.lang][input.order.docType]} ${input.order.docNumber}`,
      Author: input.brand.name.en,
      Subject: `${input.patient.firstName} ${input.patient.lastName}`,
      CreationDate: input.generatedAt,
      ModDate: input.generatedAt,
    },
    ...protection,
  });
  const fonts = fontData();
  for (const name of Object.keys(FONT_FILES) as FontName[]) doc.registerFont(name, fonts[name]);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  new ReportWriter(doc, input).write();
  doc.end();
  return done;
}
