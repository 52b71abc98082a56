// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearStore, getAllStore, getStore, removeStore, setStore } from '@/utils/storage';

describe('prefixed storage helper', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('stores under the application prefix with type and timestamp, and reads the content back typed', () => {
    setStore({ name: 'tabs', content: [{ path: '/wel/index' }] });
    const raw = JSON.parse(localStorage.getItem('bbn-tabs')!);
    expect(raw.dataType).toBe('object');
    expect(typeof raw.datetime).toBe('number');
    expect(getStore('tabs')).toEqual([{ path: '/wel/index' }]);
    setStore({ name: 'count', content: 3 });
    expect(getStore<number>('count')).toBe(3);
    expect((getStore('count', { debug: true }) as any).dataType).toBe('number');
  });

  it('keeps session entries apart and removes and clears only its own keys', () => {
    localStorage.setItem('other-app', 'x');
    setStore({ name: 'flag', content: true, type: 'session' });
    setStore({ name: 'a', content: 'x' });
    expect(getStore('flag')).toBeUndefined();
    expect(getStore('flag', { type: 'session' })).toBe(true);
    expect(getAllStore()).toEqual([{ name: 'a', content: 'x' }]);
    removeStore('a');
    expect(getStore('a')).toBeUndefined();
    setStore({ name: 'b', content: 1 });
    clearStore();
    expect(localStorage.getItem('other-app')).toBe('x');
    expect(getAllStore()).toEqual([]);
  });

  it('answers undefined for unreadable entries instead of throwing', () => {
    localStorage.setItem('bbn-broken', '{not json');
    expect(getStore('broken')).toBeUndefined();
  });
});
