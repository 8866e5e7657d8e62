import { Result } from 'antd';

export function Component() {
  return <Result status="404" title="No such page in the console" />;
}
