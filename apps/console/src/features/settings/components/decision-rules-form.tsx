import { useEffect } from 'react';
import { Alert, App, Button, Form, InputNumber, Select, Skeleton, Switch } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecisionRules } from '@saral/contract/api/operator';
import { useMay } from '../../../shared/operator-context';
import { decisionRulesQueryOptions, saveDecisionRules } from '../api/settings-api';

/** How one product's applications are decided; read-only without rules.write. */
export function DecisionRulesForm({ productId }: { productId: number }) {
  const rules = useQuery(decisionRulesQueryOptions(productId));
  const mayWrite = useMay('rules.write');
  const [form] = Form.useForm<DecisionRules>();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: (values: DecisionRules) => saveDecisionRules(productId, values),
    onSuccess: async (saved) => {
      queryClient.setQueryData(decisionRulesQueryOptions(productId).queryKey, saved);
      void message.success('Decision rules saved');
    },
  });
  useEffect(() => {
    if (rules.data) form.setFieldsValue(rules.data);
  }, [form, rules.data]);

  if (rules.isPending) return <Skeleton active />;
  if (rules.error) return <Alert type="error" showIcon title={rules.error.message} />;
  return (
    <Form<DecisionRules>
      form={form}
      layout="vertical"
      disabled={!mayWrite}
      initialValues={rules.data}
      onFinish={(values) => save.mutate({ ...rules.data, ...values })}
      className="rules-form"
    >
      {save.error ? <Alert type="error" showIcon title={save.error.message} /> : null}
      <Form.Item name="mode" label="Decided by">
        <Select
          options={[
            { value: 'automatic', label: 'The rules, automatically' },
            { value: 'manual', label: 'A credit reviewer' },
          ]}
        />
      </Form.Item>
      <Form.Item name="autoDelaySeconds" label="Automatic decision after (seconds)">
        <InputNumber min={0} max={604800} />
      </Form.Item>
      <Form.Item name="minAge" label="Minimum age">
        <InputNumber min={18} max={100} />
      </Form.Item>
      <Form.Item name="minMonthlyIncome" label="Minimum monthly income (₹, 0 = off)">
        <InputNumber min={0} step={1000} />
      </Form.Item>
      <Form.Item name="reapplyWaitDays" label="Days before a denied borrower may re-apply">
        <InputNumber min={0} max={365} />
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
      {mayWrite ? (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save rules
        </Button>
      ) : null}
    </Form>
  );
}
