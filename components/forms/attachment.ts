import {
  DOCUMENT_KINDS,
  EXTENSIONS_BY_KIND,
  extensionOf,
  FILE_TOO_LARGE_MESSAGE,
  fileTypeMessage,
  MAX_UPLOAD_BYTES,
} from '@/api-client/schemas/files';

/** Public forms take documents only (spec §2 'Прикрепить файл'). */
export const FORM_FILE_KINDS = DOCUMENT_KINDS;

/**
 * The browser's check of a chosen file, by extension and size, before anything is sent: null when it may be
 * attached. The backend checks the real type again.
 */
export function attachmentProblem(file: File): string | null {
  const extensions = FORM_FILE_KINDS.flatMap((kind) => EXTENSIONS_BY_KIND[kind]);
  if (!extensions.includes(extensionOf(file.name))) return fileTypeMessage(FORM_FILE_KINDS);
  if (file.size > MAX_UPLOAD_BYTES) return FILE_TOO_LARGE_MESSAGE;
  return null;
}
