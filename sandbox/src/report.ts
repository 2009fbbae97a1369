/**
 * The sandbox's report: one result per rule, printed as one line each (with the page that states the rule), or as
 * JSON for machines. The exit code is 1 when any rule fails.
 */
import type {Rule} from './rules';

export type Status = 'pass' | 'fail' | 'warn' | 'skip';

export interface RuleResult {
  readonly rule: Rule;
  readonly status: Status;
  /** What was found: the reasons of a failure, or what passed. */
  readonly details: readonly string[];
}

export const DESIGNED = 'designed: confirm at onboarding';

/** A result whose status follows from its problems: fail when there is one, pass otherwise. */
export function judged(rule: Rule, problems: readonly string[], passed: string): RuleResult {
  return problems.length > 0 ? {rule, status: 'fail', details: problems} : {rule, status: 'pass', details: [passed]};
}

export function skipped(rule: Rule, why: string): RuleResult {
  return {rule, status: 'skip', details: [why]};
}

export function failed(results: readonly RuleResult[]): RuleResult[] {
  return results.filter((result) => result.status === 'fail');
}

/** One line per rule, then its details indented; the page that states the rule ends the line. */
export function formatText(results: readonly RuleResult[], docsOrigin = ''): string {
  const lines: string[] = [];
  for (const {rule, status, details} of results) {
    const designed = rule.designed ? ` (${DESIGNED})` : '';
    lines.push(`${status.toUpperCase().padEnd(4)} ${rule.id}: ${rule.title}${designed}  ${docsOrigin}${rule.page}`);
    for (const detail of details) lines.push(`       ${detail}`);
  }
  const count = (status: Status) => results.filter((result) => result.status === status).length;
  lines.push(
    `${String(results.length)} rules: ${String(count('pass'))} passed, ${String(count('fail'))} failed, ` +
      `${String(count('warn'))} warnings, ${String(count('skip'))} skipped`,
  );
  return lines.join('\n');
}

export function formatJson(results: readonly RuleResult[], docsOrigin = ''): string {
  return JSON.stringify(
    {
      ok: failed(results).length === 0,
      rules: results.map(({rule, status, details}) => ({
        id: rule.id,
        area: rule.area,
        status,
        title: rule.title,
        page: `${docsOrigin}${rule.page}`,
        designed: rule.designed === true,
        details,
      })),
    },
    null,
    2,
  );
}
