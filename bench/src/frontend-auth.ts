import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface AuthPageWeight {
  scripts: Array<{ url: string; bytes: number; gzipBytes: number }>;
  totalBytes: number;
  totalGzipBytes: number;
}

/**
 * Loads /auth in Chromium, waits until the Sign In form is there, and weighs every JavaScript
 * response the page needed (shell, remote entry, mf-auth chunks, shared libraries). Bytes are gzip
 * at level 9, as a CDN would serve them.
 */
export async function weighAuthPage(portalUrl: string, chromePath: string): Promise<AuthPageWeight> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs.slice(1) });
  try {
    const page = await browser.newPage();
    const pending: Array<Promise<{ url: string; bytes: number; gzipBytes: number } | null>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => ({
            url: response.url(),
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }))
          .catch(() => null),
      );
    });
    await page.goto(`${portalUrl}/auth`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Login' }).waitFor({ timeout: 30_000 });
    const scripts = (await Promise.all(pending)).filter((s): s is NonNullable<typeof s> => s !== null);
    return {
      scripts,
      totalBytes: scripts.reduce((n, s) => n + s.bytes, 0),
      totalGzipBytes: scripts.reduce((n, s) => n + s.gzipBytes, 0),
    };
  } finally {
    await browser.close();
  }
}

export interface LighthouseFigures {
  formFactor: 'mobile' | 'desktop';
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
}

/** Lighthouse performance category of /auth, with its default (simulated mobile) throttling or desktop. */
export async function lighthouseAuthPage(
  portalUrl: string,
  chromePath: string,
  formFactor: 'mobile' | 'desktop',
): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const desktopConfig = (await import('lighthouse/core/config/desktop-config.js')).default;
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumArgs });
  try {
    const result = await lighthouse(
      `${portalUrl}/auth`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    // the whole report, for looking into a score (critical request chains, LCP element, ...)
    if (process.env.BENCH_LIGHTHOUSE_DIR) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(`${process.env.BENCH_LIGHTHOUSE_DIR}/lighthouse-${formFactor}.json`, JSON.stringify(lhr));
    }
    const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    return {
      formFactor,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      firstContentfulPaintMs: audit('first-contentful-paint'),
      largestContentfulPaintMs: audit('largest-contentful-paint'),
      totalBlockingTimeMs: audit('total-blocking-time'),
      cumulativeLayoutShift: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      speedIndexMs: audit('speed-index'),
    };
  } finally {
    chrome.kill();
  }
}
