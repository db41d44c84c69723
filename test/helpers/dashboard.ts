/** Dashboard test helpers: people who sign in, and a cookie-keeping client over the app's HTTP. */
import { strict as assert } from 'node:assert';
import type { FastifyInstance } from 'fastify';
import { createUserInWorkspace, setPassword } from '../../src/users/service.js';

/** A password that passes the rules. */
export const PASSWORD = 'correct horse battery staple';

/** Makes `email` a member of the workspace with `role` and gives them {@link PASSWORD}. */
export async function person(app: FastifyInstance, workspaceId: number, email: string, role: string): Promise<string> {
  await createUserInWorkspace(app.store.db, workspaceId, { email, role });
  await setPassword(app.store.db, email, PASSWORD);
  return email;
}

/** One answer as a browser would see it. */
export interface Page {
  readonly status: number;
  readonly headers: Record<string, string | string[] | number | undefined>;
  readonly html: string;
  readonly location: string | undefined;
}

/** The hidden `_csrf` value of the first form on a page. */
export function csrfOf(html: string): string {
  const match = /name="_csrf" value="([^"]+)"/.exec(html);
  assert.ok(match, `no CSRF field on the page: ${html.slice(0, 300)}`);
  return match[1] as string;
}

/** A browser-like client: keeps cookies, never follows redirects. */
export class Client {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
    /** When set, requests go over a real connection to this origin (the address is then the loopback's). */
    private readonly baseUrl?: string,
  ) {}

  private async fetched(method: 'GET' | 'POST', url: string, headers: Record<string, string>, body: string | undefined) {
    const response = await fetch(`${this.baseUrl}${url}`, { method, headers, body, redirect: 'manual' });
    const head: Page['headers'] = Object.fromEntries(response.headers);
    head['set-cookie'] = response.headers.getSetCookie();
    return { statusCode: response.status, headers: head, body: await response.text() };
  }

  private remember(headers: Page['headers']): void {
    const set = headers['set-cookie'];
    for (const line of set === undefined ? [] : Array.isArray(set) ? set : [String(set)]) {
      const [pair] = line.split(';');
      const at = (pair as string).indexOf('=');
      const name = (pair as string).slice(0, at);
      const value = decodeURIComponent((pair as string).slice(at + 1));
      if (/Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private async send(method: 'GET' | 'POST', url: string, form?: Record<string, string | string[]>): Promise<Page> {
    const body = form === undefined ? undefined : new URLSearchParams(Object.entries(form).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]))).toString();
    const headers = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '),
      ...(body !== undefined && { 'content-type': 'application/x-www-form-urlencoded' }),
    };
    const response =
      this.baseUrl !== undefined
        ? await this.fetched(method, url, headers, body)
        : await this.app.inject({ method, url, remoteAddress: this.remoteAddress, headers, ...(body !== undefined && { payload: body }) });
    this.remember(response.headers);
    const token = /name="_csrf" value="([^"]+)"/.exec(response.body)?.[1];
    if (token !== undefined && url !== '/dashboard/login') this.csrf = token;
    assert.ok(response.statusCode < 500, `${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
    assert.ok(!response.body.includes('    at '), 'no stack trace in a page');
    return { status: response.statusCode, headers: response.headers, html: response.body, location: response.headers.location as string | undefined };
  }

  /** GET a page. */
  get(url: string): Promise<Page> {
    return this.send('GET', url);
  }

  /** POST a form as is (no CSRF token added). */
  postRaw(url: string, form: Record<string, string | string[]>): Promise<Page> {
    return this.send('POST', url, form);
  }

  /** The session's CSRF token, as its last page showed it. */
  csrf: string | undefined;

  /** POST a form with the session's CSRF token (read from the workspace's notifications page when none was seen yet). */
  async post(url: string, form: Record<string, string | string[]> = {}): Promise<Page> {
    this.csrf ??= csrfOf((await this.get(`/dashboard/${url.split('/')[2] ?? ''}/notifications`)).html);
    return this.send('POST', url, { _csrf: this.csrf, ...form });
  }

  /** Fills the form of the page at `from` (its hidden `_csrf` and `_once` included) and posts it to `url`. */
  async submit(from: string, url: string, form: Record<string, string | string[]> = {}): Promise<Page> {
    const page = await this.get(from);
    assert.equal(page.status, 200, `GET ${from}`);
    const once = /name="_once" value="([^"]+)"/.exec(page.html)?.[1];
    return this.send('POST', url, { _csrf: csrfOf(page.html), ...(once !== undefined && { _once: once }), ...form });
  }

  /** Signs in through the login form. */
  async signIn(email: string, password = PASSWORD): Promise<Page> {
    this.csrf = undefined;
    const login = await this.get('/dashboard/login');
    return this.send('POST', '/dashboard/login', { _csrf: csrfOf(login.html), email, password });
  }
}
