/** Posts: drafts made through the API, scheduled and published; a post's page to edit, schedule, publish, delete. */
import type { FieldErrors } from '../../api-error.js';
import type { Post } from '../../posts/schema.js';
import type { Frame } from './layout.js';
import { CreatePage, Page } from './layout.js';
import { canModerate, isAdmin } from '../sections.js';
import { Csrf, Empty, Errors, Field, Pager, Pill, PostButton, Time } from './parts.js';

/** A post with the name of the key that made it. */
export interface PostView {
  readonly post: Post;
  readonly apiKeyName: string | null;
}

const TABS = [
  { status: 'draft', label: 'Drafts' },
  { status: 'scheduled', label: 'Scheduled' },
  { status: 'published', label: 'Published' },
] as const;

/** What a post is called: its title, or the first words of its body (a draft from a tool may have no title). */
export function postName(post: Pick<Post, 'title' | 'body' | 'id'>): string {
  if (post.title !== null && post.title.trim() !== '') return post.title;
  const words = post.body.trim().split(/\s+/).filter((word) => word !== '');
  let name = '';
  for (const word of words) {
    if (name !== '' && name.length + word.length + 1 > 60) return `${name.replace(/[\s,.;:!?-]+$/, '')}…`;
    name = name === '' ? word : `${name} ${word}`;
  }
  if (name === '') return `Post ${post.id}`;
  return name.length > 60 ? `${name.slice(0, 59)}…` : name;
}

/** The list of one status. */
export function PostList({ frame, status, posts, page, pages }: { frame: Frame; status: string; posts: readonly PostView[]; page: number; pages: number }) {
  const base = `/dashboard/${frame.slug}/posts`;
  return (
    <Page title="Posts" frame={frame}>
      <div class="heading-row">
        <h1>Posts</h1>
        {isAdmin(frame.role) ? (
          <a class="button" href={`${base}/new`}>
            New post
          </a>
        ) : null}
        <nav aria-label="Post status" class="tabs">
          {TABS.map((t) => (
            <a key={t.status} href={`${base}?status=${t.status}`} aria-current={t.status === status ? 'page' : undefined}>
              {t.label}
            </a>
          ))}
        </nav>
      </div>
      {posts.length === 0 ? (
        <Empty>{status === 'draft' ? 'No drafts. Tools with the write:posts scope create drafts here for you to publish.' : `No ${status} posts.`}</Empty>
      ) : (
        <ul class="cards">
          {posts.map(({ post, apiKeyName }) => (
            <li key={post.id}>
              <a href={`${base}/${post.id}`}>{postName(post)}</a>
              <p class="muted">
                {apiKeyName ? `from API key '${apiKeyName}' · ` : ''}created <Time value={post.created_at} />
                {post.scheduled_at ? (
                  <span>
                    {' '}
                    · scheduled for <Time value={post.scheduled_at} />
                  </span>
                ) : null}
                {post.published_at ? (
                  <span>
                    {' '}
                    · published <Time value={post.published_at} />
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} href={(p) => `${base}?status=${status}&page=${p}`} />
    </Page>
  );
}

/** What the editor shows after a refused save: the typed values and their errors. */
export interface PostDraft {
  readonly title: string | undefined;
  readonly body: string | undefined;
  readonly media: string | undefined;
  readonly scheduledAt: string | undefined;
  readonly errors: FieldErrors;
}

/** A post's page. */
export function PostPage({ frame, view, draft }: { frame: Frame; view: PostView; draft?: PostDraft | undefined }) {
  const { post, apiKeyName } = view;
  const base = `/dashboard/${frame.slug}/posts/${post.id}`;
  const published = post.status === 'published';
  return (
    <Page title={postName(post)} frame={frame}>
      <p>
        <a href={`/dashboard/${frame.slug}/posts?status=${post.status}`}>← Posts</a>
      </p>
      <h1>{postName(post)}</h1>
      <p>
        <Pill status={post.status} /> {apiKeyName ? `Made through the API with the key '${apiKeyName}'. ` : ''}
        {post.scheduled_at && !published ? (
          <span>
            Scheduled for <Time value={post.scheduled_at} />.
          </span>
        ) : null}
        {post.published_at ? (
          <span>
            Published <Time value={post.published_at} />.
          </span>
        ) : null}
      </p>
      {published || !canModerate(frame.role) ? (
        <div class="stack">
          <pre class="post-body">{post.body}</pre>
          {post.media.length > 0 ? <ul>{post.media.map((m) => <li key={m}>{m}</li>)}</ul> : null}
        </div>
      ) : (
        // One form: Schedule and Publish now save what is typed first, so an edit is never lost.
        <form method="post" action={base} class="stack">
          <Csrf token={frame.csrf} />
          <Field name="title" label="Title" value={draft?.title ?? post.title ?? ''} errors={draft?.errors} maxLength={200} />
          <Field name="body" label="Body" value={draft?.body ?? post.body} errors={draft?.errors} required multiline />
          <Field name="media" label="Media URLs" value={draft?.media ?? post.media.join('\n')} errors={draft?.errors} multiline rows={3} hint="One http(s) URL per line, at most 20." />
          <div class="actions">
            <button type="submit">Save</button>
          </div>
          <div class="panels">
            <div class="panel stack">
              <h2>Schedule</h2>
              <div class="field">
                <label for="field-scheduled_at">Publish at (UTC)</label>
                <input id="field-scheduled_at" name="scheduled_at" type="datetime-local" value={draft?.scheduledAt ?? (post.scheduled_at ?? '').replace(' ', 'T').slice(0, 16)} aria-describedby={draft?.errors['scheduled_at'] ? 'field-scheduled_at-errors' : undefined} />
                <Errors id="field-scheduled_at" messages={draft?.errors['scheduled_at']} />
              </div>
              <button type="submit" formaction={`${base}/schedule`}>
                Save and schedule
              </button>
            </div>
            <div class="panel stack">
              <h2>Publish</h2>
              <p>Publishing saves the post, publishes it now and tells every webhook subscribed to post.published.</p>
              <button type="submit" formaction={`${base}/publish`}>
                Publish now
              </button>
            </div>
          </div>
        </form>
      )}
      {canModerate(frame.role) ? (
        <>
          {post.status === 'scheduled' ? <PostButton action={`${base}/unschedule`} csrf={frame.csrf} label="Back to drafts" /> : null}
          <h2>Delete</h2>
          <PostButton action={`${base}/delete`} csrf={frame.csrf} label="Delete post" danger confirm={`Delete “${postName(post)}”? This cannot be undone.`} />
        </>
      ) : (
        <p class="muted">Moderators, admins and owners edit, schedule, publish and delete posts; members read them.</p>
      )}
    </Page>
  );
}

/** A new draft, by hand: the same fields and rules as POST /posts; a refusal shows what was typed with its errors. */
export function NewPost({ frame, draft }: { frame: Frame; draft?: PostDraft | undefined }) {
  return (
    <CreatePage frame={frame} title="New post" list={`/dashboard/${frame.slug}/posts`} listLabel="Posts">
      <Field name="title" label="Title" value={draft?.title ?? ''} errors={draft?.errors} maxLength={200} hint="Optional." />
      <Field name="body" label="Body" value={draft?.body ?? ''} errors={draft?.errors} required multiline />
      <Field name="media" label="Media URLs" value={draft?.media ?? ''} errors={draft?.errors} multiline rows={3} hint="One http(s) URL per line, at most 20." />
      <div class="field">
        <label for="field-scheduled_at">Publish at (UTC)</label>
        <p class="hint" id="field-scheduled_at-hint">
          Optional: leave empty to keep it a draft.
        </p>
        <input id="field-scheduled_at" name="scheduled_at" type="datetime-local" value={draft?.scheduledAt ?? ''} aria-describedby={draft?.errors['scheduled_at'] ? 'field-scheduled_at-hint field-scheduled_at-errors' : 'field-scheduled_at-hint'} aria-invalid={draft?.errors['scheduled_at'] ? true : undefined} />
        <Errors id="field-scheduled_at" messages={draft?.errors['scheduled_at']} />
      </div>
      <div class="actions">
        <button type="submit">Save draft</button>
      </div>
    </CreatePage>
  );
}
