import { PARTS, type Part } from '../config';

export type Args = { quick: boolean; strict: boolean; help: boolean; parts: Part[] };

export const USAGE = `npm run bench [-- options]
  --quick          one short round (1 s warm-up, 2 s per load test at 50 connections, Lighthouse once on /, 5 s of soak)
  --only <parts>   comma-separated: ${PARTS.join(', ')}
  --strict         exit 1 when any budget FAILs
  --help           this text`;

/** Parses the command line; throws on anything unknown. Parts keep the harness's order. */
export function parseArgs(argv: readonly string[]): Args {
  const args: Args = { quick: false, strict: false, help: false, parts: [...PARTS] };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] as string;
    if (arg === '--quick') args.quick = true;
    else if (arg === '--strict') args.strict = true;
    else if (arg === '--help' || arg === '-h') args.help = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? argv[(index += 1)] : arg.slice('--only='.length);
      if (!value) throw new Error('--only needs a part list');
      const wanted = value.split(',').map((part) => part.trim()).filter(Boolean);
      const unknown = wanted.filter((part) => !(PARTS as readonly string[]).includes(part));
      if (unknown.length > 0) throw new Error(`unknown part(s) ${unknown.join(', ')}; parts: ${PARTS.join(', ')}`);
      args.parts = PARTS.filter((part) => wanted.includes(part));
    } else throw new Error(`unknown option ${arg}\n${USAGE}`);
  }
  return args;
}
