/** Upload rules shared by the browser's check and the backend's enforcement. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = '10 МБ';

export const FILE_KINDS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'text', 'png', 'jpeg', 'webp'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** Attachments of public forms: documents, plain text and spreadsheets. */
export const DOCUMENT_KINDS: readonly FileKind[] = ['doc', 'docx', 'text', 'pdf', 'xls', 'xlsx'];

export const EXTENSIONS_BY_KIND: Record<FileKind, readonly string[]> = {
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
  xls: ['xls'],
  xlsx: ['xlsx'],
  text: ['txt'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  webp: ['webp'],
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The `accept` attribute for a file input taking these kinds. */
export function acceptAttribute(kinds: readonly FileKind[]): string {
  return kinds.flatMap((kind) => EXTENSIONS_BY_KIND[kind].map((ext) => `.${ext}`)).join(',');
}

export function fileTypeMessage(kinds: readonly FileKind[]): string {
  return `Можно прикрепить только файлы ${kinds.flatMap((kind) => EXTENSIONS_BY_KIND[kind]).join(', ')}`;
}

export const FILE_TOO_LARGE_MESSAGE = `Файл больше ${MAX_UPLOAD_LABEL}`;
