import { britishSpellings } from './usEnglish';
import * as site from '@/config/site';

describe('britishSpellings', () => {
  it('finds the common British forms, whatever their case or ending', () => {
    const text =
      'Our Neighbourhood centre organises a favourite programme; colours honoured, travelling cancelled, the licence, a catalogue, analysed, e-mail.';
    expect(britishSpellings(text)).toEqual([
      'Neighbourhood',
      'centre',
      'organises',
      'favourite',
      'programme',
      'colours',
      'honoured',
      'travelling',
      'cancelled',
      'licence',
      'catalogue',
      'analysed',
      'e-mail',
    ]);
  });

  it('passes US spelling and the words British rules would wrongly catch', () => {
    const text =
      'Our neighborhood center organizes a favorite program; the analyses, a license, the cancellation, tours, four hours, advertise, exercise, surprise, enterprise, meters, email, toward.';
    expect(britishSpellings(text)).toEqual([]);
  });

  it('leaves proper names alone', () => {
    expect(britishSpellings('near the Texas Theatre in Oak Cliff')).toEqual([]);
    expect(britishSpellings('the theatre near the Texas Theatre')).toEqual(['theatre']);
  });
});

/** Every string inside a value (objects, arrays), with where it was found. */
function strings(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

describe('the sample content and site identity are in US English', () => {
  const modules = import.meta.glob<Record<string, unknown>>(['../../content/*.ts', '!../../content/*.test.ts'], { eager: true });
  const sources: Record<string, unknown> = { ...modules, 'src/config/site.ts': site };

  it('reads every content module', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(10);
  });

  it.each(Object.keys(sources))('%s has no British spelling', (file) => {
    const found = strings(sources[file], file)
      .map(({ path, text }) => ({ path, words: britishSpellings(text) }))
      .filter((f) => f.words.length > 0);
    expect(found).toEqual([]);
  });
});
