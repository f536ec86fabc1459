import { Empty } from 'antd';

/** 表单配置 (flowable/form/index, flowable:form:list). Placeholder until its area lands (issue 36 foundation). */
function SavedFormsPage() {
  return <Empty />;
}

export { SavedFormsPage as Component };
