import path from 'node:path';
import { makeRow, naRow, type Row } from '../lib/report';
import { isRunning, startProcess, stopProcess } from '../lib/processes';
import { treeRssMb } from '../lib/rss';

export type BuildResult = { seconds: number; peakMb: number };

/** `next build`, timed, with the RSS of its process tree sampled every 250 ms. */
export async function buildSite(root: string, env: NodeJS.ProcessEnv, logFile: string, timeoutMs = 600_000): Promise<BuildResult> {
  const started = Date.now();
  const build = startProcess('next build', process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], { cwd: root, env, logFile });
  let peakMb = 0;
  const sampler = setInterval(() => {
    const rss = treeRssMb(build.pid);
    if (rss !== null) peakMb = Math.max(peakMb, rss);
  }, 250);
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`next build took longer than ${timeoutMs / 1000} s`)), timeoutMs);
      build.child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    if (code !== 0) throw new Error(`next build failed (${code}); see ${logFile}`);
  } finally {
    clearInterval(sampler);
    if (isRunning(build.child)) await stopProcess(build.child, 1000);
  }
  return { seconds: (Date.now() - started) / 1000, peakMb };
}

export function buildRows(result: BuildResult | null, skippedReason?: string): Row[] {
  if (!result) {
    const note = skippedReason ?? 'not measured';
    return [
      naRow({ part: 'build', item: '`next build`', metric: 'wall time', unit: 's', checkId: 'build-time', note }),
      naRow({ part: 'build', item: '`next build`', metric: 'peak RSS', unit: 'MB', checkId: 'build-peak', note }),
    ];
  }
  return [
    makeRow({ part: 'build', item: '`next build`', metric: 'wall time', value: result.seconds, unit: 's', checkId: 'build-time' }),
    makeRow({ part: 'build', item: '`next build`', metric: 'peak RSS', value: result.peakMb, unit: 'MB', checkId: 'build-peak', note: 'process tree, sampled every 250 ms' }),
  ];
}
