/**
 * Creates a back-office operator (production gets none from the seed):
 *
 *   npx tsx apps/server/scripts/create-operator.ts <username> <role> [--password-file <file>]
 *     [--reset]
 *
 * role: admin, reviewer, collections, finance, support or viewer.
 *
 * The password is read from --password-file (first line) or from stdin (typed without echo on a
 * terminal, or piped), never from the command line where shell history and `ps` would keep it.
 * --reset gives an existing operator the new password and role, reactivates it and ends its
 * sessions. Uses the server's configuration (DATABASE_URL, DATA_DIR); with the embedded PGlite
 * database, stop the server first (one process at a time may open its data folder).
 */
import fs from 'node:fs/promises';
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { OperatorRole, type OperatorRoleValue } from '@saral/contract/api/operator';
import { createOperator } from '../src/domains/operators/operator-passwords';
import { runWithDatabase } from './with-database';

const USAGE = `Usage: create-operator.ts <username> <${Object.values(OperatorRole).join('|')}> [--password-file <file>] [--reset]`;

type Args = { username: string; role: OperatorRoleValue; passwordFile?: string; reset: boolean };

function parseArgs(argv: string[]): Args {
  const positional: string[] = [];
  let passwordFile: string | undefined;
  let reset = false;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--password-file') {
      passwordFile = argv[(index += 1)];
      if (!passwordFile) throw new Error('--password-file needs a file');
    } else if (arg === '--reset') {
      reset = true;
    } else if (arg?.startsWith('--')) {
      throw new Error(`Unknown option ${arg}`);
    } else if (arg !== undefined) {
      positional.push(arg);
    }
  }
  const [username, role] = positional;
  if (!username || !role || positional.length > 2) throw new Error(USAGE);
  if (!Object.values(OperatorRole).includes(role as OperatorRoleValue)) {
    throw new Error(`The role must be one of: ${Object.values(OperatorRole).join(', ')}`);
  }
  return { username, role: role as OperatorRoleValue, passwordFile, reset };
}

async function readPassword(passwordFile: string | undefined): Promise<string> {
  if (passwordFile) {
    return ((await fs.readFile(passwordFile, 'utf8')).split(/\r?\n/)[0] ?? '').trimEnd();
  }
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
    return (Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '').trimEnd();
  }
  return promptHidden('Password: ');
}

/** A terminal prompt that does not echo what is typed. */
function promptHidden(prompt: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, callback) {
      if (!muted) process.stdout.write(chunk, encoding);
      callback();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function main(): Promise<void> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 2;
    return;
  }
  let password: string;
  try {
    password = await readPassword(args.passwordFile);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
    return;
  }
  runWithDatabase(
    async ({ db }) => {
      const outcome = await createOperator(db, { ...args, password });
      if (outcome === 'exists') {
        console.error(`Operator ${args.username} already exists; add --reset to change it.`);
        return 1;
      }
      console.log(`Operator ${args.username} ${outcome} with role ${args.role}.`);
      return 0;
    },
    [Error],
  );
}

void main();
