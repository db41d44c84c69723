/** Sending pages and redirects, with the one-shot flash message. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { FLASH_COOKIE, readCookies, setCookie } from './session.js';

/** Whether cookies get `Secure` (PUBLIC_BASE_URL is https); set once by the plugin. */
export interface CookiePolicy {
  readonly secure: boolean;
}

/** Renders a page. */
export function sendPage(reply: FastifyReply, page: VNode, status = 200): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(`<!doctype html>${renderToString(page)}`);
}

/** Post/redirect/get: 303 to `url`, with a message for the next page. */
export function redirect(reply: FastifyReply, url: string, policy: CookiePolicy, flash?: string): FastifyReply {
  if (flash !== undefined) setCookie(reply, FLASH_COOKIE, flash.slice(0, 300), { secure: policy.secure, maxAge: 60 });
  return reply.code(303).header('Location', url).send();
}

/** The message left by the previous action, read once: the cookie is cleared as it is shown. */
export function takeFlash(request: FastifyRequest, reply: FastifyReply, policy: CookiePolicy): string | undefined {
  const flash = readCookies(request).get(FLASH_COOKIE);
  if (flash === undefined) return undefined;
  setCookie(reply, FLASH_COOKIE, '', { secure: policy.secure, maxAge: 0 });
  return flash === '' ? undefined : flash;
}
