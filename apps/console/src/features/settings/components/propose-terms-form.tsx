import { App, Button, Form, Input, InputNumber } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productTermsSchema, type ProductTerms } from '@saral/contract/api/ops-products';
import { checkWithContract } from '../../../shared/contract-rules';
import { EditErrorAlert } from '../../../shared/edit-error';
import { proposeProductTerms } from '../api/product-terms-api';
import { ReasonField } from './proposal-parts';

type FormValues = Omit<ProductTerms, 'amountChoices' | 'periodChoices'> & {
  amountChoices: string;
  periodChoices: string;
  reason: string;
};

/** '1000, 2000' → [1000, 2000]; anything unreadable is left for the server to refuse. */
const numbersOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter((part) => part.length > 0)
    .map(Number);

const termsOfFields = (values: FormValues): ProductTerms => ({
  maxAmount: values.maxAmount,
  amountChoices: numbersOf(values.amountChoices),
  dailyInterestPercent: values.dailyInterestPercent,
  processingFeePercent: values.processingFeePercent,
  periodDays: values.periodDays,
  periodChoices: numbersOf(values.periodChoices),
  tenureLabel: values.tenureLabel,
});

/**
 * New terms for a product, edited from its current approved version. The contract's rules are
 * checked here, field by field; the server checks them again and refuses a stale base (shown with
 * Reload) or a second proposal.
 */
export function ProposeTermsForm({
  productId,
  current,
  baseVersion,
  onReload,
}: {
  productId: number;
  current: ProductTerms;
  baseVersion: number;
  onReload: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const propose = useMutation({
    mutationFn: (values: FormValues) =>
      proposeProductTerms(productId, {
        terms: termsOfFields(values),
        reason: values.reason,
        baseVersion,
      }),
    onSuccess: async (version) => {
      void message.success(`Version ${version.version} proposed: a second admin must approve it`);
      form.setFieldValue('reason', '');
      await queryClient.invalidateQueries({ queryKey: ['ops', 'products', productId] });
    },
  });
  return (
    <Form<FormValues>
      form={form}
      // Field ids apart from the other forms on the page (labels point at their own field).
      name="terms"
      layout="vertical"
      className="rules-form"
      aria-label="Propose new terms"
      initialValues={{
        ...current,
        amountChoices: current.amountChoices.join(', '),
        periodChoices: current.periodChoices.join(', '),
        reason: '',
      }}
      onFinish={(values) => {
        if (checkWithContract(form, productTermsSchema, termsOfFields(values))) {
          propose.mutate(values);
        }
      }}
    >
      <Form.Item name="maxAmount" label="Maximum amount (₹)" rules={[{ required: true }]}>
        <InputNumber min={1} step={1000} />
      </Form.Item>
      <Form.Item name="amountChoices" label="Amount choices (₹, ascending)">
        <Input />
      </Form.Item>
      <Form.Item
        name="dailyInterestPercent"
        label="Daily interest (% per day)"
        rules={[{ required: true }]}
      >
        <InputNumber min={0} max={1} step={0.01} />
      </Form.Item>
      <Form.Item
        name="processingFeePercent"
        label="Processing fee (%)"
        rules={[{ required: true }]}
      >
        <InputNumber min={0} max={10} step={0.5} />
      </Form.Item>
      <Form.Item name="periodDays" label="Period (days)" rules={[{ required: true }]}>
        <InputNumber min={1} />
      </Form.Item>
      <Form.Item name="periodChoices" label="Period choices (days)">
        <Input />
      </Form.Item>
      <Form.Item name="tenureLabel" label="Tenure label (as cards show it)">
        <Input />
      </Form.Item>
      <ReasonField />
      {/* Next to the button, where the operator looks after sending. */}
      <EditErrorAlert error={propose.error} onReload={onReload} />
      <Button type="primary" htmlType="submit" loading={propose.isPending}>
        Propose new terms
      </Button>
    </Form>
  );
}
