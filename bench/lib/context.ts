import type { EndpointSpec, PageSpec, Timing } from '../config';

export type PageProbe = {
  spec: PageSpec;
  /** Where the page is served when it is not the site's (the baseline). */
  origin?: string;
  exists: boolean;
  /** Why it is N/A, when it does not exist (or answered an error). */
  reason?: string;
  status?: number;
  contentType?: string;
  body?: Buffer;
  headers?: Record<string, string>;
  caching?: Caching;
};

export type Caching = { cached: boolean; evidence: string };

export type BenchContext = {
  root: string;
  quick: boolean;
  timing: Timing;
  siteOrigin: string;
  backendOrigin: string;
  logDir: string;
  log: (message: string) => void;
  pages: PageProbe[];
  endpoints: readonly EndpointSpec[];
  /** Extra facts for the report's environment section (benchmarkIndex, versions). */
  environment: Record<string, string>;
  notes: string[];
};
