import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Chakra's recipes and theme stay inside components/ui (components/ui/README.md, "Wrappers"): a feature renders the
 * wrapper, which brings the part's recipe. eslint.config.mjs says so for components/** except components/ui/**; these
 * tests run that rule on a feature's code and on the same code in components/ui, and read every feature file.
 */
const root = path.resolve(__dirname, '..', '..', '..');

/** ESLint's rule ids for each `code`, as if it were the file at `file`: one process (the flat config is an ES module). */
function lint(cases: { code: string; file: string }[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const cases = JSON.parse(process.argv[1]);
    const found = [];
    for (const { code, file } of cases) {
      const [report] = await eslint.lintText(code, { filePath: file });
      found.push(report.messages.map((message) => message.ruleId ?? 'parse error').sort());
    }
    console.log(JSON.stringify(found));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], { cwd: root, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

const FEATURE = `'use client';
import { Badge } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';

export function Count({ count }: { count: number }) {
  return <Badge recipe={badgeRecipe}>{count}</Badge>;
}
`;

const WRAPPED = `'use client';
import { Badge } from '@/components/ui/badge';

export function Count({ count }: { count: number }) {
  return <Badge>{count}</Badge>;
}
`;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(at);
    return /\.tsx?$/.test(entry.name) ? [at] : [];
  });
}

describe('features render the wrappers of components/ui, not Chakra recipes', () => {
  it('the lint rule refuses a recipe prop and the theme import in a feature, not in a wrapper nor a feature rendering one', () => {
    const [feature, wrapper, wrapped] = lint([
      { code: FEATURE, file: 'components/operations/count.tsx' },
      { code: FEATURE, file: 'components/ui/count.tsx' },
      { code: WRAPPED, file: 'components/operations/count.tsx' },
    ]);
    expect(feature).toEqual(['no-restricted-imports', 'no-restricted-syntax']);
    expect(wrapper).toEqual([]);
    expect(wrapped).toEqual([]);
  }, 60_000);

  it('no feature file passes `recipe=` or imports the theme or the anatomy', () => {
    const features = sources(path.join(root, 'components')).filter((file) => !file.startsWith(path.join(root, 'components', 'ui') + path.sep));
    expect(features.length).toBeGreaterThan(100);
    const offenders = features.filter((file) => /\brecipe=|['"]@chakra-ui\/react\/(?:theme|anatomy)['"]/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
