import { REWARD_LIMITS, type CodeImportReport } from '@playdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  codeFileProblem,
  generationRoom,
  PASTE_MAX_CHARS,
  pastedCodes,
  reportSummary,
  sampleCode,
  sizeText,
} from './codes-model';
import { loadSections } from '../../i18n/i18n';

beforeAll(() => loadSections('rewards'));

const file = (name: string, size: number, type = 'text/plain') => ({ name, size, type });

describe('code files', () => {
  it('refuses a file over the upload limit before sending it', () => {
    expect(codeFileProblem(file('codes.csv', REWARD_LIMITS.uploadMaxBytes, 'text/csv'))).toBeNull();
    expect(codeFileProblem(file('codes.csv', REWARD_LIMITS.uploadMaxBytes + 1))).toMatch(
      /at most 64 MB/,
    );
    expect(codeFileProblem(file('codes.csv', 70 * 1024 * 1024))).toBe(
      'codes.csv is 70 MB: one file can hold at most 64 MB. Split it and upload the parts one after the other.',
    );
  });

  it('refuses empty files and files that are not text', () => {
    expect(codeFileProblem(file('empty.txt', 0))).toBe('empty.txt is empty.');
    expect(codeFileProblem(file('codes.xlsx', 2000, ''))).toMatch(/not a text file/);
    expect(codeFileProblem(file('photo.png', 2000, 'image/png'))).toMatch(/not a text file/);
    // Windows names CSV files application/vnd.ms-excel; an unknown type is left to the server.
    expect(codeFileProblem(file('codes.csv', 2000, 'application/vnd.ms-excel'))).toBeNull();
    expect(codeFileProblem(file('codes', 2000, ''))).toBeNull();
  });

  it('reads sizes in round units', () => {
    expect(sizeText(500)).toBe('1 kB');
    expect(sizeText(3 * 1024 * 1024)).toBe('3 MB');
    expect(sizeText(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(sizeText(70 * 1024 * 1024)).toBe('70 MB');
  });
});

const report = (over: Partial<CodeImportReport>) =>
  ({
    imported: 0,
    blank: 0,
    duplicates: 0,
    too_long: 0,
    invalid: 0,
    examples: [],
    ...over,
  }) as CodeImportReport;

describe('import reports', () => {
  it('says what was added and what was left out', () => {
    expect(reportSummary(report({ imported: 1000 }), 'unique_code')).toBe('1,000 codes added.');
    expect(
      reportSummary(
        report({ imported: 1, duplicates: 2, too_long: 1, invalid: 3, blank: 4 }),
        'unique_link',
      ),
    ).toBe(
      '1 link added. Left out: 2 duplicates, 1 line too long, 3 lines not a valid link, 4 blank lines.',
    );
  });
});

describe('generated codes', () => {
  it('shows the prefix and length they will have', () => {
    const sample = sampleCode('FREE-', 8, 'digits');
    expect(sample).toMatch(/^FREE-\d{8}$/);
    expect(sampleCode('', 4, 'letters')).toMatch(/^[A-Z]{4}$/);
  });

  it('warns when codes would be easy to guess', () => {
    expect(generationRoom(4, 'digits', 500).crowded).toBe(true);
    expect(generationRoom(10, 'letters_digits', 1_000_000).crowded).toBe(false);
  });
});

describe('pastedCodes', () => {
  it('sends the pasted lines as the text of a file, like an upload', async () => {
    const file = pastedCodes('BAGEL-1\nBAGEL-2\n\nBAGEL-2\n', 'unique_code');
    expect(file).toBeInstanceOf(File);
    expect(await (file as File).text()).toBe('BAGEL-1\nBAGEL-2\n\nBAGEL-2\n');
    expect((file as File).type).toBe('text/plain');
  });

  it('says why nothing is sent: nothing pasted, or more than the box takes', () => {
    expect(pastedCodes('  \n ', 'unique_link')).toBe('Paste at least one link, one a line.');
    expect(pastedCodes('x'.repeat(PASTE_MAX_CHARS + 1), 'unique_code')).toMatch(
      /^That is more than the paste box takes \(1,000,000 characters\): upload the codes as a file/,
    );
  });
});
