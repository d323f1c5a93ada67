import { fileTypeFromBuffer } from 'file-type';

/** bytes of the file head kept for sniffing (file-type reads at most this much for the formats we accept) */
export const SNIFF_BYTES = 4100;

/** extensions never accepted, whatever a setting says (executables, scripts, active web content) */
export const DENIED_EXTS = new Set([
  'exe', 'com', 'bat', 'cmd', 'msi', 'msp', 'dll', 'scr', 'pif', 'cpl', 'jar', 'js', 'mjs', 'cjs', 'vbs', 'vbe', 'wsf', 'wsh',
  'ps1', 'psm1', 'sh', 'bash', 'php', 'phtml', 'jsp', 'asp', 'aspx', 'cgi', 'pl', 'py', 'html', 'htm', 'xhtml', 'shtml', 'svg',
  'hta', 'lnk', 'reg', 'apk', 'app', 'elf', 'so',
]);

/** text formats have no magic number: they must not look like any binary format and must hold no NUL byte */
const TEXT_EXTS = new Set(['txt', 'csv', 'tsv', 'log', 'md', 'json', 'xml', 'dxf']);

/** what file-type must report for each extension we know (its own `ext` names) */
const EXPECTED: Record<string, string[]> = {
  png: ['png'], jpg: ['jpg'], jpeg: ['jpg'], gif: ['gif'], bmp: ['bmp'], webp: ['webp'], tif: ['tif'], tiff: ['tif'],
  heic: ['heic'], pdf: ['pdf'],
  // legacy Office and HWP 5 are compound files; OOXML/HWPX/ODF are zip containers (file-type names OOXML when it can)
  doc: ['cfb'], xls: ['cfb'], ppt: ['cfb'], hwp: ['cfb'], msg: ['cfb'],
  docx: ['docx', 'zip'], xlsx: ['xlsx', 'zip'], pptx: ['pptx', 'zip'], hwpx: ['zip'], odt: ['odt', 'zip'], ods: ['ods', 'zip'], odp: ['odp', 'zip'],
  zip: ['zip'], '7z': ['7z'], gz: ['gz'], rar: ['rar'],
  mp4: ['mp4', 'm4v', 'mov'], m4v: ['m4v', 'mp4'], mov: ['mov', 'mp4'], avi: ['avi'], mkv: ['mkv', 'webm'], webm: ['webm', 'mkv'],
  mpg: ['mpg'], mpeg: ['mpg'], flv: ['flv'], wmv: ['asf'], asf: ['asf'], asx: ['asf'], ogv: ['ogv', 'ogg', 'ogm'], ogm: ['ogm', 'ogg', 'ogv'],
  mp3: ['mp3'], wav: ['wav'], dwg: ['dwg'],
};

/** formats that are refused under any extension we do not know */
const EXECUTABLE = new Set(['exe', 'elf', 'macho', 'dex', 'class', 'swf', 'wasm', 'msi', 'cab', 'deb', 'rpm', 'apk', 'jar', 'lnk']);

export type TSniffResult = { ok: true; contentType: string } | { ok: false };

const FALLBACK_TYPES: Record<string, string> = {
  txt: 'text/plain; charset=utf-8', csv: 'text/csv; charset=utf-8', tsv: 'text/tab-separated-values; charset=utf-8', log: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8', json: 'application/json', xml: 'application/xml', dxf: 'image/vnd.dxf',
  doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint', hwp: 'application/x-hwp',
  hwpx: 'application/hwp+zip', dwg: 'image/vnd.dwg',
};

/**
 * Is the head of the file what its extension claims? Known extensions need the matching magic; text formats need
 * no magic at all and no NUL byte (UTF-16 with a BOM excepted); unknown extensions pass unless the content is an
 * executable. The content type we later serve comes from this decision, never from the client's header.
 */
export async function sniff(ext: string, head: Buffer): Promise<TSniffResult> {
  const detected = await fileTypeFromBuffer(head);
  if (TEXT_EXTS.has(ext)) {
    const utf16 = head.length >= 2 && ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff));
    // a UTF-16 text starts with a BOM that weak audio signatures also match
    if (detected && !utf16 && !(ext === 'xml' && detected.ext === 'xml')) return { ok: false };
    if (!utf16 && head.includes(0)) return { ok: false };
    return { ok: true, contentType: FALLBACK_TYPES[ext] ?? 'text/plain; charset=utf-8' };
  }
  const expected = EXPECTED[ext];
  if (expected) {
    if (!detected || !expected.includes(detected.ext)) return { ok: false };
    return { ok: true, contentType: FALLBACK_TYPES[ext] ?? detected.mime };
  }
  if (detected && EXECUTABLE.has(detected.ext)) return { ok: false };
  return { ok: true, contentType: FALLBACK_TYPES[ext] ?? detected?.mime ?? 'application/octet-stream' };
}
