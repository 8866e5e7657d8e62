// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration, applied to a file written in a feature folder.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

async function boundaryErrors(filePath: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.line);
}

// ESLint loads the whole repository configuration on first use: slow on a busy machine.
describe('import boundaries of the web app', { timeout: 60_000 }, () => {
  it('stop a feature importing another feature or app/, and let it import itself and shared/', async () => {
    const code = [
      "import { bindCardMutation } from '../bank/api/bank-api';",
      "import { RootLayout } from '../../app/root-layout';",
      "import { repayMutation } from './api/orders-api';",
      "import { isEntityId } from '../../shared/api/entity-id';",
      'export const used = [bindCardMutation, RootLayout, repayMutation, isEntityId];',
    ].join('\n');
    expect(await boundaryErrors('apps/web/src/features/orders/probe.ts', code)).toEqual([1, 2]);
  });

  it('stop shared code importing a feature', async () => {
    const code = [
      "import { repayMutation } from '../../features/orders/api/orders-api';",
      "import { isEntityId } from './entity-id';",
      'export const used = [repayMutation, isEntityId];',
    ].join('\n');
    expect(await boundaryErrors('apps/web/src/shared/api/probe.ts', code)).toEqual([1]);
  });

  it('let app/ compose features', async () => {
    const code = [
      "import { OrderListPage } from '../features/orders/components/order-list-page';",
      'export const used = [OrderListPage];',
    ].join('\n');
    expect(await boundaryErrors('apps/web/src/app/probe.tsx', code)).toEqual([]);
  });
});
