import { describe, expect, it } from 'vitest';
import { PROVIDER_SETTINGS_ELEMENT_ID } from '../../contract/page-data';
import { loginPageWith } from '../../server/login-page';

const template =
  '<!doctype html><html><head><title>service portal</title></head><body><div id="root"></div></body></html>';
const settings = { name: 'Poortservice', website: 'https://poort.example', phone24h: '030 1', logoUrl: null };

/** The data block of the page, as the browser's JSON.parse reads it. */
function carried(page: string) {
  const blocks = [...page.matchAll(/<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  expect(blocks[0][1]).toBe(PROVIDER_SETTINGS_ELEMENT_ID);
  return JSON.parse(blocks[0][2]);
}

describe('the login page with the provider’s public settings (decision 023)', () => {
  it('carries the settings in a data block in the head, and the page is otherwise the same', () => {
    const page = loginPageWith(template, settings);
    expect(carried(page)).toEqual(settings);
    expect(page.indexOf(PROVIDER_SETTINGS_ELEMENT_ID)).toBeLessThan(page.indexOf('</head>'));
    expect(page.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '')).toBe(template);
  });

  it('keeps a name that tries to close the script element inside it, and reads back the same text', () => {
    const name = '</script><script>alert(1)</script> & <!-- \u2028';
    const page = loginPageWith(template, { ...settings, name });
    expect(page).not.toContain('<script>alert(1)');
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(carried(page).name).toBe(name);
  });

  it('refuses settings that are not what the contract says, rather than send them', () => {
    expect(() => loginPageWith(template, { ...settings, logoUrl: 7 })).toThrow();
    expect(() => loginPageWith('<html><body></body></html>', settings)).toThrow(/<\/head>/);
  });
});
