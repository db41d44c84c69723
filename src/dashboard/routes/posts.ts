/** Posts: the drafts tools made through the API; edit, schedule, publish (raising post.published), delete. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldErrors, notFound, type FieldErrors } from '../../api-error.js';
import { toPost } from '../../posts/presenter.js';
import { findPost, listPosts } from '../../posts/repository.js';
import { CreatePostBody, POST_STATUSES, scheduleErrors } from '../../posts/schema.js';
import { createDraft, deletePost, editPost, publishPost, schedulePost, unschedulePost } from '../../posts/service.js';
import { parseDateTime } from '../../time.js';
import { refuseReader } from '../context.js';
import { checkWithApiSchema, fieldsOf, formOf, fromDateTimeLocal, one, type Form } from '../forms.js';
import type { DashboardDeps } from '../deps.js';
import { redirect, sendPage } from '../render.js';
import { Confirm } from '../views/errors.js';
import { NewPost, PostList, PostPage, postName, type PostDraft } from '../views/posts.js';
import { idParam } from './ids.js';
import { pageParam } from '../deps.js';

const config = { section: 'posts' };
// Changing a post: moderators, admins and owners; the guard refuses members first (403, nothing changed).
const moderated = { section: 'posts', moderatorsOnly: true };

/** A post's typed fields as the API takes them: an empty title is none, media one URL per line (blank lines dropped). */
function postFields(form: Form): { body: string; title: string | null; media: string[] } {
  const title = one(form, 'title').trim();
  const media = one(form, 'media').split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
  return { body: one(form, 'body'), title: title === '' ? null : title, media };
}

/** The post routes. */
export function postRoutes(app: FastifyInstance, { db, policy }: DashboardDeps): void {
  const load = async (request: FastifyRequest) => {
    const row = await findPost(db, request.place.workspace.id, idParam(request));
    if (!row) throw notFound('Post');
    return { post: toPost(row), apiKeyName: row.api_key_name };
  };
  const show = async (request: FastifyRequest, reply: FastifyReply, draft?: PostDraft) =>
    sendPage(reply, PostPage({ frame: request.place.frame(), view: await load(request), draft }), draft ? 422 : 200);
  const postUrl = (request: FastifyRequest) => `/dashboard/${request.place.workspace.slug}/posts/${idParam(request)}`;
  const typed = (request: FastifyRequest, errors: FieldErrors): PostDraft => {
    const form = formOf(request);
    // Fields the form did not carry show the stored post.
    const sent = (name: string) => (form[name] === undefined ? undefined : one(form, name));
    return { title: sent('title'), body: sent('body'), media: sent('media'), scheduledAt: sent('scheduled_at'), errors };
  };

  app.get('/posts', { config }, async (request, reply) => {
    const asked = (request.query as { status?: unknown }).status;
    const status = typeof asked === 'string' && (POST_STATUSES as readonly string[]).includes(asked) ? asked : 'draft';
    const page = pageParam(request, 25);
    const { rows, total } = await listPosts(db, request.place.workspace.id, { status }, page);
    const posts = rows.map((row) => ({ post: toPost(row), apiKeyName: row.api_key_name }));
    return sendPage(reply, PostList({ frame: request.place.frame(), status, posts, page: page.page, pages: Math.ceil(total / page.perPage) }));
  });

  app.get('/posts/new', { config }, async (request, reply) => refuseReader(request, reply, 'create posts') ?? sendPage(reply, NewPost({ frame: request.place.frame() })));

  // A draft by hand, through the API's schema and the same service as POST /posts.
  app.post('/posts', { config }, async (request, reply) => {
    const refused = refuseReader(request, reply, 'create posts');
    if (refused) return refused;
    const form = formOf(request);
    const scheduled = one(form, 'scheduled_at').trim();
    const input = { ...postFields(form), scheduled_at: scheduled === '' ? null : fromDateTimeLocal(scheduled) };
    const again = (errors: FieldErrors) => sendPage(reply, NewPost({ frame: request.place.frame(), draft: typed(request, errors) }), 422);
    // Every problem at once: the API's schema, and the one rule it leaves to the service (a time to come).
    const errors = checkWithApiSchema(CreatePostBody, input) ?? {};
    const at = input.scheduled_at === null ? undefined : parseDateTime(input.scheduled_at);
    Object.assign(errors, scheduleErrors(at));
    if (Object.keys(errors).length > 0) return again(errors);
    try {
      const post = await createDraft(db, request.place.workspace.id, input, null);
      return redirect(reply, `/dashboard/${request.place.workspace.slug}/posts/${post.id}`, policy, post.scheduled_at ? 'Post saved and scheduled.' : 'Draft saved.');
    } catch (error) {
      return again(fieldsOf(error));
    }
  });

  app.get('/posts/:id', { config }, (request, reply) => show(request, reply));

  /** Saves the typed fields when the form carried them; a refusal answers the page with the errors. */
  const saveTyped = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const form = formOf(request);
    if (form['body'] === undefined) return undefined;
    // The API's own schema checks the edit, so the dashboard refuses exactly what POST /posts refuses.
    const edit = postFields(form);
    const errors = checkWithApiSchema(CreatePostBody, edit);
    if (errors) return show(request, reply, typed(request, errors));
    await editPost(db, request.place.workspace.id, idParam(request), edit);
    return undefined;
  };

  app.post('/posts/:id', { config: moderated }, async (request, reply) => {
    return (await saveTyped(request, reply)) ?? redirect(reply, postUrl(request), policy, 'Post saved.');
  });

  app.post('/posts/:id/schedule', { config: moderated }, async (request, reply) => {
    const text = one(formOf(request), 'scheduled_at').trim();
    const at = parseDateTime(fromDateTimeLocal(text));
    const errors = fieldErrors();
    if (!at) errors['scheduled_at'] = [text === '' ? 'choose when to publish' : 'must be a date-time (RFC 3339 or YYYY-MM-DD HH:MM:SS)'];
    else Object.assign(errors, scheduleErrors(at));
    if (Object.keys(errors).length > 0) return show(request, reply, typed(request, errors));
    const refused = await saveTyped(request, reply);
    if (refused) return refused;
    await schedulePost(db, request.place.workspace.id, idParam(request), at as Date);
    return redirect(reply, postUrl(request), policy, 'Post saved and scheduled.');
  });

  app.post('/posts/:id/unschedule', { config: moderated }, async (request, reply) => {
    await unschedulePost(db, request.place.workspace.id, idParam(request));
    return redirect(reply, postUrl(request), policy, 'Post moved back to the drafts.');
  });

  app.post('/posts/:id/publish', { config: moderated }, async (request, reply) => {
    await load(request);
    const refused = await saveTyped(request, reply);
    if (refused) return refused;
    await publishPost(db, request.place.workspace.id, idParam(request));
    return redirect(reply, postUrl(request), policy, 'Post published.');
  });

  app.post('/posts/:id/delete', { config: moderated }, async (request, reply) => {
    const { post } = await load(request);
    const list = `/dashboard/${request.place.workspace.slug}/posts?status=${post.status}`;
    if (one(formOf(request), 'confirmed') !== 'yes') {
      const message = `Delete “${postName(post)}”? This cannot be undone.`;
      return sendPage(reply, Confirm({ frame: request.place.frame(), message, action: request.url, fields: {}, cancel: postUrl(request), label: 'Delete post' }));
    }
    await deletePost(db, request.place.workspace.id, post.id);
    return redirect(reply, list, policy, 'Post deleted.');
  });
}
