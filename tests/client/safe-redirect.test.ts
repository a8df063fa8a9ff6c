import { describe, expect, it } from 'vitest';
import { safeRedirect, signedInLanding } from '../../src-client/forms/safe-redirect';

describe('safeRedirect: where ?redirect may send a person', () => {
  it('follows a path of this site, with its query', () => {
    expect(safeRedirect('/wallet')).toBe('/wallet');
    expect(safeRedirect('/support?ticketId=abc')).toBe('/support?ticketId=abc');
  });

  it('never leaves the site, however the address is spelled', () => {
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', 'wallet', '', null, undefined]) {
      expect(safeRedirect(target), String(target)).toBeNull();
    }
    // A browser drops tabs and line breaks from an address: these are "//evil.example".
    for (const target of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example']) {
      expect(safeRedirect(target), JSON.stringify(target)).toBeNull();
    }
  });
});

describe('signedInLanding: where the sign-in pages send a signed-in person', () => {
  it('goes to a safe ?redirect, else to the role’s dashboard', () => {
    expect(signedInLanding('/wallet', 'user')).toBe('/wallet');
    expect(signedInLanding(null, 'user')).toBe('/user/dashboard');
    expect(signedInLanding('//evil.example', 'coffenet')).toBe('/coffenet/dashboard');
    expect(signedInLanding('https://evil.example', 'admin')).toBe('/admin/dashboard');
  });

  it('treats a redirect back to a sign-in page as none', () => {
    for (const target of ['/login', '/login?redirect=%2Fwallet', '/register', '/forgot-password']) {
      expect(signedInLanding(target, 'user'), target).toBe('/user/dashboard');
    }
  });
});
