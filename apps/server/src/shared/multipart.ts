import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@saral/contract/constants';
import { OnboardingMessage } from '@saral/contract/onboarding';
import { findControlCharacter } from '@saral/contract/text-safety';
import { controlCharacterRefusal } from '../plugins/control-characters';
import { failed } from './app-error';

export type UploadedPart = { bytes: Buffer; mimetype: string; filename: string };

/**
 * Reads a multipart request: its text fields and the one file under `fileField`. A file over the
 * image limit is refused with the spec's message; nothing is stored before the whole file arrived.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileField: string,
): Promise<{ fields: Record<string, string>; file: UploadedPart | null }> {
  if (!request.isMultipart()) throw failed('Send the image as multipart/form-data', 415);
  const fields: Record<string, string> = {};
  let file: UploadedPart | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) {
          file = { bytes, mimetype: part.mimetype, filename: part.filename };
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw failed(OnboardingMessage.imageTooBig, 413);
    if (code === 'FST_FILES_LIMIT') throw failed('Send one image at a time', 413);
    throw failed('The upload was incomplete, please try again');
  }
  const refused = findControlCharacter(fields);
  if (refused !== null) throw controlCharacterRefusal(refused);
  return { fields, file };
}
