import { Empty } from 'antd';

/** 表单构建 (tool/build/index, tool:build:list). Placeholder until its area lands (issue 36 foundation). */
function FormBuilderPage() {
  return <Empty />;
}

export { FormBuilderPage as Component };
