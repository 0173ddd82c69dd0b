import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BenchSection {
  title: string;
  /** When the section was measured (a partial run keeps the other sections of the previous report). */
  measuredAt?: string;
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

/**
 * A partial run (`--only`) measured some sections: the previous report's other sections and results
 * stay, each section with the time it was measured, so `latest` always holds every section.
 */
export function mergeWithPrevious(dir: string, report: BenchReport): BenchReport {
  const file = join(dir, 'latest.json');
  if (!existsSync(file)) return report;
  const previous = JSON.parse(readFileSync(file, 'utf8')) as BenchReport;
  const fresh = new Map(report.sections.map((s) => [s.title, { ...s, measuredAt: report.startedAt }]));
  const sections = previous.sections.map((old) => {
    const again = fresh.get(old.title);
    fresh.delete(old.title);
    return again ?? { ...old, measuredAt: old.measuredAt ?? previous.startedAt };
  });
  return {
    ...report,
    results: { ...previous.results, ...report.results },
    sections: [...sections, ...fresh.values()],
  };
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
      ...(s.measuredAt && s.measuredAt !== report.startedAt ? [`Measured ${s.measuredAt}.`, ''] : []),
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
