/**
 * The post as it will read, in the blog form (docs/product.md 2.17): Markdown through the same renderer the
 * build uses (src/lib/markdown.ts, loaded when first asked for), plain text as the page shows it.
 */
import { useEffect, useState } from 'react';
import { blogParagraphs } from '../../lib/blog.ts';
import { autolink } from '../../lib/autolink.ts';
import { BLOG_FORM_TEXTS } from '../../lib/messages/content.ts';

type Render = (source: string) => string;

interface BlogPreviewProps {
  id: string;
  title: string;
  content: string;
  markdown: boolean;
}

export function BlogPreview({ id, title, content, markdown }: BlogPreviewProps) {
  const [render, setRender] = useState<{ fn: Render } | null>(null);
  useEffect(() => {
    if (!markdown || render) return;
    let live = true;
    void import('../../lib/markdown.ts').then(({ markdownToHtml }) => live && setRender({ fn: markdownToHtml }));
    return () => {
      live = false;
    };
  }, [markdown, render]);

  return (
    <section id={id} className="blog-preview" aria-label={BLOG_FORM_TEXTS.previewLabel}>
      {title.trim() && <p className="blog-preview__title">{title}</p>}
      {!content.trim() ? (
        <p className="content-muted">{BLOG_FORM_TEXTS.previewEmpty}</p>
      ) : markdown ? (
        // The renderer lets no raw HTML through (src/lib/markdown.ts): what it answers is safe to insert.
        render && <div className="blog-preview__body" dangerouslySetInnerHTML={{ __html: render.fn(content) }} />
      ) : (
        <div className="blog-preview__body">
          {blogParagraphs(content).map((lines, index) => (
            <p key={index}>
              {lines.map((line, at) => (
                <span key={at}>
                  {at > 0 && <br />}
                  {autolink(line).map((segment, part) =>
                    'url' in segment ? (
                      <a key={part} href={segment.url} target="_blank" rel="noopener noreferrer">
                        {segment.url}
                      </a>
                    ) : (
                      segment.text
                    ),
                  )}
                </span>
              ))}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
