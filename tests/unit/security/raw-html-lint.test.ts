import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { RAW_HTML_ALLOWED, RAW_HTML_SYNTAX } from '../../../eslint.config.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });
const severity = (config: Linter.Config, rule: string) => {
  const entry = config.rules?.[rule];
  return Array.isArray(entry) ? entry[0] : entry;
};

describe('raw HTML lint rule', () => {
  it('is an error in every site folder and off only in the two allowed files', async () => {
    for (const file of ['app/page.tsx', 'components/layout/header.tsx', 'lib/format.ts', 'api-client/http.ts']) {
      const config = (await eslint.calculateConfigForFile(path.join(root, file))) as Linter.Config;
      expect([file, severity(config, 'no-restricted-syntax')]).toEqual([file, 2]);
    }
    const component = (await eslint.calculateConfigForFile(path.join(root, 'components/layout/header.tsx'))) as Linter.Config;
    expect(severity(component, 'react/no-danger')).toBe(2);
    for (const file of RAW_HTML_ALLOWED) {
      const config = (await eslint.calculateConfigForFile(path.join(root, file))) as Linter.Config;
      expect(severity(config, 'react/no-danger')).not.toBe(2);
    }
  });

  it('catches raw HTML written as a prop object, an innerHTML assignment or insertAdjacentHTML', async () => {
    const probe = new ESLint({ overrideConfigFile: true, overrideConfig: [{ rules: { 'no-restricted-syntax': ['error', ...RAW_HTML_SYNTAX] } }] });
    const cases = [
      "createElement('div', { dangerouslySetInnerHTML: { __html: html } });",
      'element.innerHTML = html;',
      'element.outerHTML = html;',
      "element.insertAdjacentHTML('beforeend', html);",
      'document.write(html);',
      'range.createContextualFragment(html);',
    ];
    for (const code of cases) {
      const [result] = await probe.lintText(code);
      expect([code, result?.errorCount]).toEqual([code, 1]);
    }
    const [clean] = await probe.lintText('element.textContent = html; const text = element.innerHTML;');
    expect(clean?.errorCount).toBe(0);
  });

  it('is never switched off inline in the site code', () => {
    const files = globSync(['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'api-client/**/*.ts'], { cwd: root });
    expect(files.length).toBeGreaterThan(100);
    const disabled = files.filter((file) => /eslint-disable[^\n]*(no-danger|no-restricted-syntax)/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(disabled).toEqual([]);
  });
});
