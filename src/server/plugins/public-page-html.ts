import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { documentTitle, type PublicPage, prerenderedFile } from '@/domain/public-pages';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A public page as the browser first receives it: the app's page with the page's own title and description and, where the
 * build rendered the page in advance, its content already in place, so it shows before any script has run.
 */
export async function publicPageHtml(webRoot: string, page: PublicPage): Promise<string> {
  const [html, content] = await Promise.all([
    readFile(path.join(webRoot, 'index.html'), 'utf8'),
    readFile(path.join(webRoot, prerenderedFile(page)), 'utf8').catch(() => ''),
  ]);
  const description = `<meta name="description" content="${escapeAttribute(page.description)}" />`;
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(documentTitle(page.name))}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${description}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${content}</div>`);
}
