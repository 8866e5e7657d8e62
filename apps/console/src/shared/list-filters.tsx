import { Alert, Form, Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { productsQueryOptions } from './products-query';

/** The filters and error line the searchable lists share (loans, review queue). */

/** The search box: a phone, an order number, a PAN or part of a name. */
export function SearchFilter({ label, width }: { label: string; width: number }) {
  return (
    <Form.Item name="q">
      <Input
        aria-label={label}
        placeholder="Phone, order number, PAN or name"
        allowClear
        style={{ width }}
      />
    </Form.Item>
  );
}

export function ProductFilter() {
  const products = useQuery(productsQueryOptions());
  return (
    <Form.Item name="productId">
      <Select
        aria-label="Product"
        placeholder="Product"
        allowClear
        style={{ width: 150 }}
        options={(products.data ?? []).map((product) => ({
          value: product.id,
          label: product.name,
        }))}
      />
    </Form.Item>
  );
}

export function ListError({ error }: { error: Error | null }) {
  return error ? (
    <Alert type="error" showIcon title={error.message} style={{ margin: '16px 0' }} />
  ) : null;
}
