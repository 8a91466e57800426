import { describe, expect, it } from 'vitest';
import { authStateOf, destinationAfterSignIn, pickAuthMode, recoveryTokenOf } from './auth-mode';

describe('pickAuthMode', () => {
  it('reads the path when nothing else says otherwise', () => {
    expect(pickAuthMode({ pathname: '/login' })).toBe('login');
    expect(pickAuthMode({ pathname: '/register' })).toBe('register');
    expect(pickAuthMode({ pathname: '/register/AB12CD34' })).toBe('register');
    expect(pickAuthMode({ pathname: '/forgot-password' })).toBe('forgotPassword');
    expect(pickAuthMode({ pathname: '/something-else' })).toBe('login');
  });

  it('gives updatePassword for the recovery marker in the hash, over the path', () => {
    expect(pickAuthMode({ pathname: '/login', hash: '#type=recovery&token=abc' })).toBe('updatePassword');
    expect(pickAuthMode({ pathname: '/register', hash: '#type=recovery&token=abc' })).toBe('updatePassword');
    expect(pickAuthMode({ pathname: '/login', hash: '#type=signup&token=abc' })).toBe('login');
  });

  it('lets navigation state win over hash and path', () => {
    expect(pickAuthMode({ pathname: '/login', hash: '#type=recovery&token=abc', state: { mode: 'login' } })).toBe('login');
    expect(pickAuthMode({ pathname: '/login', state: { mode: 'forgotPassword' } })).toBe('forgotPassword');
  });

  it('ignores state that is not a known mode', () => {
    expect(pickAuthMode({ pathname: '/register', state: { mode: 'admin' } })).toBe('register');
    expect(pickAuthMode({ pathname: '/register', state: 'register' })).toBe('register');
  });
});

describe('recoveryTokenOf', () => {
  it('reads the token of a recovery hash only', () => {
    expect(recoveryTokenOf('#type=recovery&token=t0k3n')).toBe('t0k3n');
    expect(recoveryTokenOf('#type=recovery')).toBe('');
    expect(recoveryTokenOf('#token=t0k3n')).toBeNull();
    expect(recoveryTokenOf('')).toBeNull();
  });
});

describe('destinationAfterSignIn', () => {
  it('goes home by role', () => {
    expect(destinationAfterSignIn('admin')).toBe('/admin');
    expect(destinationAfterSignIn('user')).toBe('/dashboard');
    expect(destinationAfterSignIn(null)).toBe('/dashboard');
  });

  it('returns to where the guard stopped the person, but never to an auth page', () => {
    expect(destinationAfterSignIn('user', { pathname: '/prospects', search: '?q=a', hash: '' })).toBe('/prospects?q=a');
    expect(destinationAfterSignIn('admin', '/goals')).toBe('/goals');
    expect(destinationAfterSignIn('user', { pathname: '/login' })).toBe('/dashboard');
    expect(destinationAfterSignIn('user', '/register/AB12CD34')).toBe('/dashboard');
    expect(destinationAfterSignIn('user', '//evil.example')).toBe('/dashboard');
  });
});

describe('authStateOf', () => {
  it('keeps the known reasons, session_expired among them, and drops others', () => {
    expect(authStateOf({ reason: 'session_expired', from: '/goals' })).toMatchObject({ reason: 'session_expired', from: '/goals' });
    expect(authStateOf({ reason: 'hacked' }).reason).toBeUndefined();
  });
});
