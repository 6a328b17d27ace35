import { describe, expect, it } from 'vitest';
import { createSplitIndexReader, createSplitSearch } from '@/lib/search/backends/split';
import { buildSplitIndex, orderRecords } from '@/lib/search/split/build';
import { manifestFile, parseManifest, parseRecords, recordsFile } from '@/lib/search/split/format';
import { groupRecordFiles, recordFileLocator } from '@/lib/search/split/record-files';
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
]);
/** What a record takes in its file: its JSON and a comma. */
const chars = (record: SearchRecord | undefined) => JSON.stringify(record).length + 1;

describe('records files of the split index', () => {
  it("puts each page's records in a file of their own, in id order", () => {
    expect(groupRecordFiles(records)).toEqual([3, 1, 2]);
  });

  it('cuts a page longer than the cap into files within it, and gives a record longer than the cap a file alone', () => {
    const refundPage = records.filter((record) => record.url.startsWith('/refund/'));
    const twoSections = chars(refundPage[0]) + chars(refundPage[1]);
    expect(groupRecordFiles(refundPage, twoSections)).toEqual([2, 1]);
    expect(groupRecordFiles(refundPage, twoSections - 1)).toEqual([1, 1, 1]);
    expect(groupRecordFiles(records, 1)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(groupRecordFiles([])).toEqual([]);
  });

  it("finds a hit's file and its place there, and none for an id past the last", () => {
    const locate = recordFileLocator([3, 1, 2]);
    expect([0, 2, 3, 4, 5].map(locate)).toEqual([
      { file: 0, index: 0 },
      { file: 0, index: 2 },
      { file: 1, index: 0 },
      { file: 2, index: 0 },
      { file: 2, index: 1 },
    ]);
    expect([6, -1, 1.5].map(locate)).toEqual([null, null, null]);
  });

  it('writes the records each file is counted for in the manifest, and a query fetches each file of its hits once', async () => {
    const files = buildSplitIndex(records);
    const manifest = parseManifest(JSON.parse(files.get(manifestFile) ?? 'null'), manifestFile);
    expect(manifest.recordFiles).toEqual([3, 1, 2]);
    const written = manifest.recordFiles.map((_, file) => parseRecords(JSON.parse(files.get(recordsFile(file)) ?? 'null'), recordsFile(file)));
    expect(written).toEqual([records.slice(0, 3), records.slice(3, 4), records.slice(4)]);
    expect([...files.keys()].filter((file) => /^r\d+\.json$/.test(file))).toHaveLength(3);

    const fetched: string[] = [];
    const reader = createSplitIndexReader(async (file) => {
      fetched.push(file);
      return JSON.parse(files.get(file) ?? 'null');
    }, parseRecords);
    const results = await createSplitSearch(reader)('refund', { hitsPerPage: 20 });
    // Three hits on /refund/ and one on /webhooks/: two files, each asked for once.
    expect(results.hits.map((hit) => hit.url).sort()).toEqual(['/refund/', '/refund/#errors', '/refund/#partial', '/webhooks/']);
    expect(fetched.filter((file) => /^r\d+\.json$/.test(file)).sort()).toEqual([recordsFile(0), recordsFile(2)]);
    expect(await reader.records([5, 0, 4, 2])).toEqual([records[5], records[0], records[4], records[2]]);
    await expect(reader.records([6])).rejects.toThrow('The split search index has no record 6; build the search index again (npm run build).');
  });
});
