import type { TDb } from '../client.js';
import { importMappingTemplates } from '../schema/index.js';
import type { TImportDataType } from '../../../shared/import/import.constants.js';
import { suggestMapping } from '../../../shared/import/import.mapping.js';

/** Header rows of the exports the demo seller brought her lists from, as those tools write them. */
export const DEMO_TEMPLATES: { dataType: TImportDataType; name: string; headers: string[] }[] = [
  { dataType: 'prospects', name: 'Outlook export', headers: ['First Name', 'Middle Name', 'Last Name', 'Company', 'Mobile Phone', 'E-mail Address', 'Birthday', 'Categories', 'Notes'] },
  { dataType: 'contacts', name: 'Google Contacts', headers: ['Given Name', 'Family Name', 'Birthday', 'Notes', 'Group Membership', 'E-mail 1 - Value', 'Phone 1 - Value', 'Organization 1 - Name', 'Organization 1 - Title'] },
  { dataType: 'team-members', name: 'Back-office downline report', headers: ['Member ID', 'First name', 'Last name', 'Email', 'Rank', 'Status', 'Join date', 'Sponsor'] },
];

/**
 * The demo seller's saved import mappings: the ones she made when she moved her Outlook
 * prospects, her phone's Google contacts and her company's downline report into Upline, each
 * the wizard's own suggestion for those headers (so loading one gives what she saved).
 */
export async function seedDemoImportTemplates(db: TDb, userId: string): Promise<void> {
  await db.insert(importMappingTemplates).values(DEMO_TEMPLATES.map(({ dataType, name, headers }) => ({ userId, dataType, name, mapping: suggestMapping(dataType, headers) })));
}
