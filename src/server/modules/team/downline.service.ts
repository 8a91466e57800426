import type { TDb } from '../../db/client.js';
import type { TDownlineNode, TDownlineStats, TRankProgress } from '../../../shared/team/team.schema.js';
import type { TTeamRank } from '../../../shared/team/team.constants.js';
import { rankProgress, type TRankQualifiers } from '../../../shared/team/rank.rules.js';
import { notFound } from '../../lib/app-error.js';
import { memberExists, findMember } from './team.repository.js';
import { downlineCounts, downlineRows, downlineStatsRows } from './downline.repository.js';

/** The genealogy tree under a member (or the front line), nested to `depth`, with team sizes. */
export async function getDownline(db: TDb, userId: string, rootId: string | undefined, depth: number): Promise<TDownlineNode[]> {
  if (rootId && !(await memberExists(db, userId, rootId))) throw notFound('Team member');
  const rows = await downlineRows(db, userId, rootId ?? null, depth);
  const counts = await downlineCounts(db, userId, rows.map((r) => r.id));
  const nodes = new Map<string, TDownlineNode>();
  const roots: TDownlineNode[] = [];
  for (const r of rows) {
    const c = counts.get(r.id) ?? { direct: 0, total: 0 };
    const node: TDownlineNode = {
      id: r.id,
      name: r.name,
      rank: r.rank as TTeamRank,
      status: r.status as TDownlineNode['status'],
      level: Number(r.level),
      directCount: c.direct,
      downlineCount: c.total,
      linkedUserId: r.linkedUserId,
      children: Number(r.level) < depth ? [] : undefined,
    };
    nodes.set(r.id, node);
    const parent = r.sponsorId ? nodes.get(r.sponsorId) : undefined;
    if (Number(r.level) === 1 || !parent) roots.push(node);
    else parent.children?.push(node);
  }
  return roots;
}

export async function getDownlineStats(db: TDb, userId: string, rootId: string | undefined): Promise<TDownlineStats> {
  if (rootId && !(await memberExists(db, userId, rootId))) throw notFound('Team member');
  const rows = await downlineStatsRows(db, userId, rootId ?? null);
  const levels = new Map<number, number>();
  const ranks = new Map<string, number>();
  for (const r of rows) {
    levels.set(Number(r.level), (levels.get(Number(r.level)) ?? 0) + Number(r.count));
    ranks.set(r.rank, (ranks.get(r.rank) ?? 0) + Number(r.count));
  }
  const levelList = [...levels.entries()].sort((a, b) => a[0] - b[0]).map(([level, count]) => ({ level, count }));
  return {
    total: levelList.reduce((sum, l) => sum + l.count, 0),
    maxDepth: levelList.length ? levelList[levelList.length - 1].level : 0,
    levels: levelList,
    ranks: [...ranks.entries()].map(([rank, count]) => ({ rank: rank as TTeamRank, count })),
  };
}

/** What the member's next rank asks for, counting active members only. */
export async function getRankProgress(db: TDb, userId: string, memberId: string, qualifiers: TRankQualifiers): Promise<TRankProgress> {
  const member = await findMember(db, userId, memberId);
  if (!member) throw notFound('Team member');
  const counts = (await downlineCounts(db, userId, [memberId], true)).get(memberId) ?? { direct: 0, total: 0 };
  const rank = member.member.rank as TTeamRank;
  const progress = rankProgress(rank, { directRecruits: counts.direct, teamSize: counts.total }, qualifiers);
  return { memberId, rank, ...progress };
}
