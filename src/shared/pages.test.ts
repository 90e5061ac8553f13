import { describe, expect, it } from 'vitest';
import { documentTitle, findPageRoute, normalizePath, pageRoutes } from './pages';

describe('route table', () => {
  it('knows the public pages and nothing else', () => {
    expect(findPageRoute('/')?.path).toBe('/');
    expect(findPageRoute('/touring-services')?.title).toBe('Touring Services');
    expect(findPageRoute('/contact/')?.path).toBe('/contact');
    expect(findPageRoute('/contactx')).toBeUndefined();
    expect(findPageRoute('/contact/extra')).toBeUndefined();
  });

  it('gives each page its own title and description', () => {
    expect(new Set(pageRoutes.map((p) => p.title)).size).toBe(pageRoutes.length);
    expect(new Set(pageRoutes.map((p) => p.description)).size).toBe(pageRoutes.length);
  });

  it('normalises trailing slashes and builds titles', () => {
    expect(normalizePath('/roster//')).toBe('/roster');
    expect(normalizePath('/')).toBe('/');
    expect(documentTitle('Roster', 'GBF')).toBe('Roster | GBF');
  });
});
