import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../db/schema';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Demo mode only: the outbox as a page, newest first, so invitations and resets can be followed by hand. */
export async function devMailRoutes(app: FastifyInstance) {
  app.get('/dev/mail', async (_request, reply) => {
    const rows = await app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(100);
    const items = rows
      .map(
        (
          m,
        ) => `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">${escapeHtml(m.to)} · ${m.createdAt.toISOString()} · ${m.language}</p>
${m.link ? `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>` : ''}<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('\n');
    reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccd;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#556}pre{white-space:pre-wrap}</style>
</head><body><h1>Outbox (${rows.length})</h1>${items || '<p>No messages yet.</p>'}</body></html>`);
  });
}
