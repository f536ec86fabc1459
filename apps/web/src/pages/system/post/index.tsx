import {
  addPost,
  editPost,
  exportPosts,
  getPost,
  importPosts,
  listPosts,
  type Post,
  type PostForm,
  postForm,
  postImportTemplate,
  removePosts,
} from '@cbo/contracts';
import { type CrudColumn, type CrudForm, CrudTable, defineResource } from '../../../components/crud';

const resource = defineResource<Post>({
  name: 'system/post',
  entity: 'post.entity',
  rowKey: 'postId',
  endpoints: {
    list: listPosts,
    get: getPost,
    add: addPost,
    edit: editPost,
    remove: removePosts,
    export: exportPosts,
    importData: importPosts,
    importTemplate: postImportTemplate,
  },
  permission: 'system:post',
  actions: ['add', 'edit', 'remove', 'export', 'import'],
});

const columns: CrudColumn<Post>[] = [
  { key: 'postId', title: 'post.postId', hideInSearch: true, sorter: true, width: 110 },
  { key: 'postCode', title: 'post.postCode', sorter: true },
  { key: 'postName', title: 'post.postName' },
  { key: 'postSort', title: 'post.postSort', hideInSearch: true, sorter: true, width: 110 },
  { key: 'status', title: 'post.status', dict: 'sys_normal_disable', width: 110 },
  { key: 'remark', title: 'field.remark', hideInSearch: true, ellipsis: true, defaultHidden: true },
  { key: 'createTime', title: 'field.createTime', valueType: 'dateTime', sorter: true, width: 180 },
];

const form: CrudForm<PostForm> = {
  schema: postForm,
  initialValues: { postSort: 0, status: '0' },
  fields: [
    { name: 'postName', label: 'post.postName' },
    { name: 'postCode', label: 'post.postCode' },
    { name: 'postSort', label: 'post.postSort', type: 'number' },
    { name: 'status', label: 'post.status', type: 'dictRadio', dict: 'sys_normal_disable' },
    { name: 'remark', label: 'field.remark', type: 'textarea' },
  ],
};

/** Posts (job titles): the CRUD kit's sample page. */
function PostPage() {
  return <CrudTable resource={resource} columns={columns} form={form} />;
}

export { PostPage as Component };
