import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';

/**
 * The spreadsheet of a multipart import (`file`): an .xlsx whose bytes are a zip archive, read into
 * memory within the upload limit. Anything else is refused naming the field.
 */
export async function readSpreadsheetUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.rule('import.notMultipart');
  const part = await request.file();
  if (part?.fieldname !== 'file') throw AppError.rule('file.none');
  if (!/\.xlsx$/i.test(part.filename ?? '')) throw AppError.rule('import.notXlsx');
  const buffer = await part.toBuffer();
  // An .xlsx is a zip archive: "PK\x03\x04". Whether it holds a workbook is known on reading it.
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) throw AppError.rule('import.notWorkbook');
  return buffer;
}
