import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { signInContext } from './e2e/support/session';

const base = 'http://localhost:23000';
const admin = JSON.parse(readFileSync('/work/main/.local/look/admin.json', 'utf8')) as { email: string; password: string };

async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  for (const width of [1280, 390]) {
    const height = width === 1280 ? 800 : 844;
    const anon = await browser.newContext({ viewport: { width, height } });
    const p = await anon.newPage();
    await p.goto(`${base}/terms`);
    await p.getByText(/^Version \d/).waitFor();
    await p.screenshot({ path: `/tmp/shots/terms-${width}.png` });
    console.log('terms', width, (await new AxeBuilder({ page: p }).analyze()).violations.map((v) => v.id));
    await p.goto(`${base}/auth`);
    await p.getByRole('tab', { name: 'Sign Up' }).click();
    await p.getByLabel('I accept the terms of use').waitFor();
    await p.screenshot({ path: `/tmp/shots/signup-${width}.png`, fullPage: true });
    console.log('signup', width, (await new AxeBuilder({ page: p }).analyze()).violations.map((v) => v.id));
    await anon.close();

    const ctx = await browser.newContext({ viewport: { width, height } });
    await signInContext(ctx, admin);
    const a = await ctx.newPage();
    await a.goto(`${base}/system/settings`);
    const card = a.getByRole('region', { name: 'Terms of Use' });
    await a.waitForTimeout(4000); await a.screenshot({ path: '/tmp/shots/debug.png', fullPage: true });
    console.log('card', await a.locator('section', { has: a.getByLabel('Text of the terms') }).evaluate((e) => e.outerHTML.slice(0, 300)));
    await card.getByLabel('Text of the terms').waitFor();
    await card.scrollIntoViewIfNeeded();
    await a.screenshot({ path: `/tmp/shots/editor-${width}.png` });
    console.log('editor', width, (await new AxeBuilder({ page: a }).analyze()).violations.map((v) => v.id));
    await card.getByLabel('Text of the terms').fill('# 1. Changed\nNew text ' + width);
    await card.getByRole('button', { name: /^Publish Version/ }).click();
    await a.getByRole('dialog').waitFor();
    await a.screenshot({ path: `/tmp/shots/publish-dialog-${width}.png` });
    console.log('dialog', width, (await new AxeBuilder({ page: a }).analyze()).violations.map((v) => v.id));
    await ctx.close();
  }
  await browser.close();
}
void main();
