import { Button, Form, InputNumber, Select, Switch } from 'antd';
import { decisionRulesSchema, type DecisionRules } from '@saral/contract/api/operator';
import { contractRule } from '../../../shared/contract-rules';
import { EditErrorAlert } from '../../../shared/edit-error';
import { proposeRules } from '../api/setting-versions-api';
import { ReasonField, useProposal } from './proposal-parts';

type Fields = DecisionRules & { reason: string };
const field = decisionRulesSchema.shape;

/**
 * One product's decision rules as a form: read-only (the approved version) without rules.write,
 * otherwise a proposal edited from the approved version, checked with the contract's rules.
 */
export function DecisionRulesForm({
  productId,
  current,
  baseVersion,
  mayPropose,
  onChanged,
}: {
  productId: number;
  current: DecisionRules;
  baseVersion: number;
  mayPropose: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const [form] = Form.useForm<Fields>();
  const propose = useProposal(
    'Rules',
    ({ reason, ...rules }: Fields) =>
      proposeRules(productId, { value: { ...current, ...rules }, reason, baseVersion }),
    onChanged,
  );
  return (
    <Form<Fields>
      form={form}
      // Field ids apart from the other forms on the page (labels point at their own field).
      name="rules"
      layout="vertical"
      aria-label="Decision rules"
      disabled={!mayPropose}
      initialValues={{ ...current, reason: '' }}
      onFinish={(values) => propose.mutate(values)}
    >
      <div className="form-grid">
        <Form.Item name="mode" label="Decided by">
          <Select
            options={[
              { value: 'automatic', label: 'The rules, automatically' },
              { value: 'manual', label: 'A credit reviewer' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="autoDelaySeconds"
          label="Automatic decision after (seconds)"
          rules={[contractRule(field.autoDelaySeconds)]}
        >
          <InputNumber />
        </Form.Item>
        <Form.Item name="minAge" label="Minimum age" rules={[contractRule(field.minAge)]}>
          <InputNumber />
        </Form.Item>
        <Form.Item
          name="minMonthlyIncome"
          label="Minimum monthly income (₹, 0 = off)"
          rules={[contractRule(field.minMonthlyIncome)]}
        >
          <InputNumber step={1000} />
        </Form.Item>
        <Form.Item
          name="reapplyWaitDays"
          label="Days before a denied borrower may re-apply"
          rules={[contractRule(field.reapplyWaitDays)]}
        >
          <InputNumber />
        </Form.Item>
        <Form.Item name="requireKyc" label="Require completed KYC" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="enforceTierLimit"
          label="Enforce the credit tier's limit"
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="denySharedPan"
          label="Deny a PAN used by another borrower"
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="denySharedBankAccount"
          label="Deny a bank account used by another borrower"
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </div>
      {mayPropose ? (
        <>
          <div className="rules-form">
            <ReasonField />
          </div>
          <EditErrorAlert error={propose.error} onReload={() => void onChanged()} />
          <Button type="primary" htmlType="submit" loading={propose.isPending}>
            Propose rules
          </Button>
        </>
      ) : null}
    </Form>
  );
}
