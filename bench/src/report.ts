import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BenchSection {
  title: string;
  /** Rows of a markdown table: first row is the header. */
  table: Array<Array<string | number>>;
  notes?: string[];
}

export interface BenchReport {
  startedAt: string;
  machine: { cpus: number; memoryGiB: number; node: string };
  results: Record<string, unknown>;
  sections: BenchSection[];
}

/** Writes the JSON results and a markdown summary; `latest.*` always points at the newest run. */
export function writeReport(dir: string, report: BenchReport): { json: string; markdown: string } {
  mkdirSync(dir, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const markdown = [
    `# Bench results (${report.startedAt})`,
    '',
    `Machine: ${report.machine.cpus} cores, ${report.machine.memoryGiB} GiB, Node ${report.machine.node}.`,
    '',
    ...report.sections.flatMap((s) => [
      `## ${s.title}`,
      '',
      `| ${s.table[0]!.join(' | ')} |`,
      `|${s.table[0]!.map(() => '---').join('|')}|`,
      ...s.table.slice(1).map((row) => `| ${row.join(' | ')} |`),
      '',
      ...(s.notes ?? []).map((n) => `- ${n}`),
      '',
    ]),
  ].join('\n');
  const json = JSON.stringify(report, null, 2);
  for (const name of [`bench-${stamp}`, 'latest']) {
    writeFileSync(join(dir, `${name}.json`), json);
    writeFileSync(join(dir, `${name}.md`), markdown);
  }
  return { json: join(dir, 'latest.json'), markdown: join(dir, 'latest.md') };
}
