import { describe, expect, it } from 'vitest';
import { createSplitIndexReader, createSplitSearch } from '@/lib/search/backends/split';
import { buildSplitIndex, orderRecords } from '@/lib/search/split/build';
import { manifestFile, parseManifest, parseRecords, recordsFile } from '@/lib/search/split/format';
import { groupRecordFiles, recordFileOf, RECORDS_PER_FILE } from '@/lib/search/split/record-files';
import type { SearchRecord } from '@/lib/search/types';

let position = 0;
const section = (page: string, anchor: string | null, content: string): SearchRecord => {
  const url = anchor ? `${page}#${anchor}` : page;
  return {
    objectID: url,
    url,
    anchor,
    type: anchor ? 'lvl2' : 'lvl1',
    hierarchy: { lvl0: 'Payments', lvl1: page, lvl2: anchor, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    content,
    position: position++,
    version: 'latest',
  };
};

const records = orderRecords([
  section('/refund/', null, 'Refund a captured payment.'),
  section('/refund/', 'partial', 'A partial refund returns part of the amount.'),
  section('/refund/', 'errors', 'refund_exceeds_capture: the refund is more than the capture.'),
  section('/capture/', null, 'Capture an authorised payment.'),
  section('/webhooks/', null, 'Webhooks say when a refund or a capture changes status.'),
  section('/webhooks/', 'retries', 'Paymora retries a webhook it could not deliver.'),
  section('/payouts/', null, 'Payouts reach the bank account on the next working day.'),
]);

describe('records files of the split index', () => {
  it('puts RECORDS_PER_FILE consecutive records in each file, whatever their pages, the last file holding the rest', () => {
    expect(RECORDS_PER_FILE).toBe(3);
    const counts = (perFile?: number) => groupRecordFiles(records, perFile).map((group) => group.length);
    expect(counts()).toEqual([3, 3, 1]);
    expect(counts(4)).toEqual([4, 3]);
    expect(counts(1)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(counts(7)).toEqual([7]);
    expect(groupRecordFiles(records).flat()).toEqual(records);
    expect(groupRecordFiles([])).toEqual([]);
  });

  it('refuses a count of records a file that is not a whole number from 1', () => {
    expect(() => groupRecordFiles(records, 0)).toThrow('Records a file must be a whole number from 1, not 0');
    expect(() => groupRecordFiles(records, 2.5)).toThrow('Records a file must be a whole number from 1, not 2.5');
  });

  it("finds a hit's file and its place there, and none for an id past the last", () => {
    const locate = (id: number) => recordFileOf(id, 7, 3);
    expect([0, 2, 3, 5, 6].map(locate)).toEqual([
      { file: 0, index: 0 },
      { file: 0, index: 2 },
      { file: 1, index: 0 },
      { file: 1, index: 2 },
      { file: 2, index: 0 },
    ]);
    expect([7, -1, 1.5].map(locate)).toEqual([null, null, null]);
    expect(() => recordFileOf(0, 7, 0)).toThrow('Records a file must be a whole number from 1, not 0');
  });

  it('writes the records each file is counted for in the manifest, and a query fetches each file of its hits once', async () => {
    const files = buildSplitIndex(records);
    const manifest = parseManifest(JSON.parse(files.get(manifestFile) ?? 'null'), manifestFile);
    expect(manifest.recordsPerFile).toBe(3);
    const written = [0, 1, 2].map((file) => parseRecords(JSON.parse(files.get(recordsFile(file)) ?? 'null'), recordsFile(file)));
    expect(written).toEqual([records.slice(0, 3), records.slice(3, 6), records.slice(6)]);
    expect([...files.keys()].filter((file) => /^r\d+\.json$/.test(file))).toHaveLength(3);

    const fetched: string[] = [];
    const reader = createSplitIndexReader(async (file) => {
      fetched.push(file);
      return JSON.parse(files.get(file) ?? 'null');
    }, parseRecords);
    const results = await createSplitSearch(reader)('refund', { hitsPerPage: 20 });
    // Three hits in the first file (/refund/) and one in the second (/webhooks/): each asked for once, the third not at all.
    expect(results.hits.map((hit) => hit.url).sort()).toEqual(['/refund/', '/refund/#errors', '/refund/#partial', '/webhooks/']);
    expect(fetched.filter((file) => /^r\d+\.json$/.test(file)).sort()).toEqual([recordsFile(0), recordsFile(1)]);
    expect(await reader.records([5, 0, 4, 2])).toEqual([records[5], records[0], records[4], records[2]]);
    await expect(reader.records([7])).rejects.toThrow('The split search index has no record 7; build the search index again (npm run build).');
  });
});
