import yazl from 'yazl';

/** test helper: a hand-made .xlsx (zip of XML parts), for shapes exceljs does not write (inline strings, bombs, lies) */
export type TXlsxParts = { sheet: string; sharedStrings?: string; styles?: string; workbookPr?: string };

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

export function sheetXml(rowsXml: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet ${NS}><sheetData>${rowsXml}</sheetData></worksheet>`;
}

export async function buildXlsx(parts: TXlsxParts): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const add = (name: string, text: string) => zip.addBuffer(Buffer.from(text, 'utf8'), name, { compressionLevel: 9 });
  add('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>');
  add('xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook ${NS}>${parts.workbookPr ?? ''}<sheets><sheet name="업로드" sheetId="1" r:id="rId1"/></sheets></workbook>`);
  add('xl/_rels/workbook.xml.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>');
  if (parts.styles) add('xl/styles.xml', parts.styles);
  if (parts.sharedStrings) add('xl/sharedStrings.xml', parts.sharedStrings);
  add('xl/worksheets/sheet1.xml', parts.sheet);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** the central-directory entry of name: rewrite its declared uncompressed size (a zip that lies about itself) */
export function setDeclaredSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let p = 0; p + 46 < out.length; p += 1) {
    if (out.readUInt32LE(p) !== 0x02014b50) continue;
    const n = out.readUInt16LE(p + 28);
    if (out.toString('utf8', p + 46, p + 46 + n) === name) {
      out.writeUInt32LE(size, p + 24);
      return out;
    }
  }
  throw new Error(`no entry ${name}`);
}

/**
 * The bomb: one sheet of `rows` numeric rows under a header (a million rows inflate to ~50 MB of XML
 * and compress to well under a megabyte, as a real 416 KB upload did).
 */
export async function rowBomb(rows: number, header = '값', refs = true): Promise<Buffer> {
  const parts: string[] = [`<row r="1"><c r="A1" t="inlineStr"><is><t>${header}</t></is></c></row>`];
  // without refs (they are optional) the rows are identical and the file compresses about a thousandfold
  for (let r = 2; r <= rows + 1; r += 1) parts.push(refs ? `<row r="${r}"><c r="A${r}"><v>1</v></c></row>` : '<row><c><v>1</v></c></row>');
  return buildXlsx({ sheet: sheetXml(parts.join('')) });
}
