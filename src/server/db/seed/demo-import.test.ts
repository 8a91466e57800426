import { describe, expect, it } from 'vitest';
import { missingRequiredFields, suggestMapping } from '../../../shared/import/import.mapping.js';
import { DEMO_TEMPLATES } from './demo-import.js';

describe('demo import templates', () => {
  it('each maps every required field of its data type from its export headers', () => {
    for (const { dataType, headers, name } of DEMO_TEMPLATES) {
      const mapping = suggestMapping(dataType, headers);
      expect(missingRequiredFields(dataType, mapping), name).toEqual([]);
    }
    expect(suggestMapping('team-members', DEMO_TEMPLATES[2]!.headers)).toMatchObject({ 'Member ID': 'externalToolId', Sponsor: 'uplineName', Rank: 'rank' });
  });
});
