import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rule sets the suite checks against. */
export const WCAG_AND_BEST_PRACTICE = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface TAxeRule {
  id: string;
  impact?: string;
  tags: string[];
  enabled?: boolean;
}

/** axe-core's own rule table (the copy @axe-core/playwright injects into the page). */
const audit = (createRequire(import.meta.url)('axe-core') as { _audit: { rules: TAxeRule[]; tagExclude: string[] } })._audit;

/** Whether axe would run the rule for these tags (none: its default set): axe's own matchTags. */
function runsFor(rule: TAxeRule, tags: string[] | undefined): boolean {
  const selected = tags ? rule.tags.some((tag) => tags.includes(tag)) : rule.enabled !== false;
  const excluded = audit.tagExclude.filter((tag) => !tags?.includes(tag));
  return selected && !rule.tags.some((tag) => excluded.includes(tag));
}

/**
 * The rules that can report a serious or critical violation. axe gives a rule with an impact of
 * its own that impact on every result (finalizeRuleResult), so a "moderate" or "minor" rule
 * (region, heading-order, landmark-unique, hidden-content…) never fails a check that keeps only
 * serious and critical ones: running it costs time (several walk every element) and proves nothing
 * here. Read from axe-core itself, so a new axe version brings its new rules.
 */
function seriousRules(tags?: string[]): string[] {
  return audit.rules
    .filter((rule) => runsFor(rule, tags))
    .filter((rule) => !rule.impact || rule.impact === 'serious' || rule.impact === 'critical')
    .map((rule) => rule.id);
}

/**
 * axe's serious and critical violations on the page as it is (or inside `include`), one line each.
 * Every violation is still reported with all its nodes (resultTypes limits passes and incomplete).
 * `setLegacyMode`: one `axe.run` in the page (it has no frames) instead of a blank page opened per
 * check to merge frames' results.
 */
export async function seriousViolations(page: Page, options: { tags?: string[]; include?: string } = {}): Promise<string[]> {
  // resultTypes: the details (selectors, HTML) of every passing and incomplete node are not built,
  // only of violations, the one kind read here: building them was much of a run's time.
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).withRules(seriousRules(options.tags));
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`).join(' | ')}`);
}
