import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  CONTROL_CHARACTERS_REFUSED,
  findControlCharacter,
  showControlCharacters,
} from '@saral/contract/text-safety';
import { failed } from '../shared/app-error';

/** "field: control characters are not allowed", or the bare rule for a whole-body string. */
export const controlCharacterRefusal = (path: string) =>
  failed(
    path
      ? `${showControlCharacters(path)}: ${CONTROL_CHARACTERS_REFUSED}`
      : `Text with ${CONTROL_CHARACTERS_REFUSED}`,
  );

/**
 * Every call's query, path parameters and JSON body are checked before schema validation, so no
 * route can pass a control character on to the database (multipart fields: readMultipart).
 */
export const controlCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findControlCharacter(part);
      if (path !== null) throw controlCharacterRefusal(path);
    }
  });
});
