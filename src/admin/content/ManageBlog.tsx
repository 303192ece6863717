/**
 * Manage Blog (docs/product.md 2.17): one page of every post (Drafts too), the side panel to add or edit,
 * delete. Uses the same side panel, image field, table and badges as Manage Products.
 */
import { useState } from 'react';
import { blogsApi } from '../../lib/api/content.ts';
import { callApi } from '../../lib/client/api.ts';
import { ADMIN_PAGE_SIZE } from '../../lib/constants.ts';
import { imageAtWidth } from '../../lib/image-urls.ts';
import { ADMIN_TEXTS } from '../../lib/messages/admin.ts';
import { MESSAGES } from '../../lib/messages/answers.ts';
import type { Blog } from '../../lib/schemas/content.ts';
import { confirmAndDelete } from './actions.ts';
import { BlogForm } from './BlogForm.tsx';
import { ContentTable } from './ContentTable.tsx';
import { RowActions } from './RowActions.tsx';
import { SidePanel } from './SidePanel.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { TruncatedText } from './TruncatedText.tsx';
import { Pager } from '../components/Pager.tsx';
import { usePagedList } from '../components/use-paged-list.ts';

const COLUMNS = ['Title', 'Author', 'Content', 'Cover Image', 'Tags', 'Status', 'Action'];

const loadBlogs = async (page: number, signal: AbortSignal) =>
  (await callApi(blogsApi.list, { query: { page, limit: ADMIN_PAGE_SIZE }, signal }))?.blogs ?? [];

export default function ManageBlog() {
  const list = usePagedList(loadBlogs, { failure: ADMIN_TEXTS.blogsLoadFailed });
  const [panel, setPanel] = useState<{ blog?: Blog } | null>(null);
  const [busy, setBusy] = useState(false);

  const saved = () => {
    const added = !panel?.blog;
    setPanel(null);
    // A new post is the newest, so it is on the first page.
    if (added) list.setPage(1);
    list.reload();
  };

  const remove = async (blog: Blog) => {
    const deleted = await confirmAndDelete({
      call: () => callApi(blogsApi.remove, { params: { key: blog._id } }),
      question: ADMIN_TEXTS.confirmDeleteBlog,
      success: MESSAGES.blogDeleted,
      onBusy: setBusy,
    });
    if (deleted) list.reload();
  };

  return (
    <div className="content">
      <div className="content__toolbar">
        <h1>Manage Blog</h1>
        <button type="button" className="button" onClick={() => setPanel({})}>
          Add Blog
        </button>
      </div>
      <ContentTable
        label="Blog posts"
        columns={COLUMNS}
        rowCount={list.rows.length}
        loading={list.loading || busy}
        empty={ADMIN_TEXTS.noBlogs}
        error={list.error}
      >
        {list.rows.map((blog) => (
          <tr key={blog._id}>
            <td>{blog.title}</td>
            <td>{blog.author}</td>
            <td>
              <TruncatedText text={blog.content} />
            </td>
            <td>
              {blog.coverImage ? (
                <img
                  className="content-thumb"
                  src={imageAtWidth(blog.coverImage, 320)}
                  alt={`Cover of ${blog.title}`}
                  width="48"
                  height="48"
                  loading="lazy"
                />
              ) : (
                <span className="content-muted">No Image</span>
              )}
            </td>
            <td>{blog.tags.length ? blog.tags.join(', ') : <span className="content-muted">No tags</span>}</td>
            <td>
              <StatusBadge status={blog.status} />
            </td>
            <td>
              <RowActions name={blog.title} disabled={busy} onEdit={() => setPanel({ blog })} onDelete={() => remove(blog)} />
            </td>
          </tr>
        ))}
      </ContentTable>
      <Pager label="Blog pages" page={list.page} hasNext={list.hasNext} disabled={list.loading} onPage={list.setPage} />
      <SidePanel open={panel !== null} title={panel?.blog ? 'Edit Blog' : 'Add Blog'} onClose={() => setPanel(null)}>
        {panel && <BlogForm blog={panel.blog} onSaved={saved} onCancel={() => setPanel(null)} />}
      </SidePanel>
    </div>
  );
}
