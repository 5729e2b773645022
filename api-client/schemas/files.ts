/** Upload rules shared by the browser's check and the backend's enforcement. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = '10 МБ';

export const FILE_KINDS = [
  'pdf',
  'doc',
  'docx',
  'docm',
  'odt',
  'rtf',
  'text',
  'xls',
  'xlsx',
  'xlsm',
  'xlt',
  'spreadsheetXml',
  'png',
  'jpeg',
  'gif',
  'bmp',
  'webp',
  'tiff',
  'svg',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Spec §3's Excel group: the 97 binary and 2007 workbooks, their macro, binary, template and add-in forms, XML. */
export const EXCEL_KINDS: readonly FileKind[] = ['xls', 'xlsx', 'xlsm', 'xlt', 'spreadsheetXml'];

/** Spec §3's Word group: Word 97 and 2007 documents with their macro and template forms, OpenDocument, RTF, plain text. */
export const WORD_KINDS: readonly FileKind[] = ['doc', 'docx', 'docm', 'odt', 'rtf', 'text'];

/** Spec §3's image group. */
export const IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'gif', 'bmp', 'webp', 'tiff', 'svg'];

/** Attachments of public forms (spec §2 'Прикрепить файл'): the Word group, pdf and the Excel group. */
export const DOCUMENT_KINDS: readonly FileKind[] = [...WORD_KINDS, 'pdf', ...EXCEL_KINDS];

/** Order and comment attachments: spec §3's groups (images, Excel, Word, pdf). */
export const ATTACHMENT_KINDS: readonly FileKind[] = [...IMAGE_KINDS, ...DOCUMENT_KINDS];

/** The first extension of each kind is the one a stored file gets when its own name has none of them. */
export const EXTENSIONS_BY_KIND: Record<FileKind, readonly string[]> = {
  pdf: ['pdf'],
  // Word 97 (OLE2) documents and templates.
  doc: ['doc', 'dot'],
  docx: ['docx'],
  // Open XML (ZIP) Word files other than docx: macro-enabled documents, templates.
  docm: ['docm', 'dotx'],
  odt: ['odt'],
  rtf: ['rtf'],
  text: ['txt'],
  xls: ['xls'],
  xlsx: ['xlsx'],
  // Open XML (ZIP) workbooks other than xlsx: macro-enabled, binary, templates, add-ins.
  xlsm: ['xlsm', 'xlsb', 'xltx', 'xltm', 'xlam'],
  // Excel 97 (OLE2) templates and add-ins.
  xlt: ['xlt', 'xla'],
  spreadsheetXml: ['xml'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  gif: ['gif'],
  bmp: ['bmp'],
  webp: ['webp'],
  tiff: ['tiff', 'tif'],
  svg: ['svg'],
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The `accept` attribute for a file input taking these kinds. */
export function acceptAttribute(kinds: readonly FileKind[]): string {
  return kinds.flatMap((kind) => EXTENSIONS_BY_KIND[kind].map((ext) => `.${ext}`)).join(',');
}

/** The pickers of order and comment attachments offer what the backend takes (it still checks each file's content). */
export const ATTACHMENT_ACCEPT = acceptAttribute(ATTACHMENT_KINDS);

export function fileTypeMessage(kinds: readonly FileKind[]): string {
  return `Можно прикрепить только файлы ${kinds.flatMap((kind) => EXTENSIONS_BY_KIND[kind]).join(', ')}`;
}

export const FILE_TOO_LARGE_MESSAGE = `Файл больше ${MAX_UPLOAD_LABEL}`;

/** The browser's check before an upload: the backend refuses such a file with the same words, after the whole upload. */
export const withinUploadLimit = (files: Iterable<File> | undefined): boolean => Array.from(files ?? []).every((file) => file.size <= MAX_UPLOAD_BYTES);
