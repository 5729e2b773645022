import type { Linter } from 'eslint';

/** Types of what eslint.config.mjs exports, for the test that checks the raw-HTML rule. */
export declare const RAW_HTML_ALLOWED: string[];
export declare const RAW_HTML_SYNTAX: Array<{ selector: string; message: string }>;
declare const config: Linter.Config[];
export default config;
