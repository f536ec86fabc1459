import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';

/**
 * The spreadsheet of a multipart import (`file`): an .xlsx whose bytes are a zip archive, read into
 * memory within the upload limit. Anything else is refused naming the field.
 */
export async function readSpreadsheetUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw AppError.invalid('file', 'send the spreadsheet as multipart form data');
  const part = await request.file();
  if (part?.fieldname !== 'file') throw AppError.invalid('file', 'no file was sent');
  if (!/\.xlsx$/i.test(part.filename)) throw AppError.invalid('file', 'only .xlsx files can be imported');
  const buffer = await part.toBuffer();
  // An .xlsx is a zip archive: "PK\x03\x04".
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== 0x04034b50) {
    throw AppError.invalid('file', 'the file is not an .xlsx workbook');
  }
  return buffer;
}
