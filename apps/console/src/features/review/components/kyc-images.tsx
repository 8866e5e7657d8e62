import { Card, Image, Space, Typography } from 'antd';
import type { Borrower360 } from '@saral/contract/api/ops-borrower';
import { formatDateTime } from '../../../shared/format';

export const KYC_KIND_LABELS: Record<string, string> = {
  aadhaarFront: 'Aadhaar front',
  aadhaarBack: 'Aadhaar back',
  pan: 'PAN card',
  face: 'Selfie',
};

/**
 * The KYC images in antd's viewer (zoom, rotate, flip). Only reviewers and admins get addresses;
 * other roles see that images exist, not the images.
 */
export function KycImages({ images }: { images: Borrower360['images'] }) {
  const visible = images.filter((image) => image.imageUrl !== null);
  return (
    <Card title="KYC images" size="small">
      {images.length === 0 ? (
        <Typography.Text type="secondary">No images uploaded</Typography.Text>
      ) : visible.length === 0 ? (
        <Typography.Text type="secondary">
          {images.length} image(s) on file; your role does not show KYC images.
        </Typography.Text>
      ) : (
        <Image.PreviewGroup>
          <Space size="large" wrap>
            {visible.map((image) => (
              <figure key={image.kind} className="kyc-image">
                <Image
                  src={image.imageUrl ?? undefined}
                  alt={KYC_KIND_LABELS[image.kind] ?? image.kind}
                  width={200}
                  height={130}
                  style={{ objectFit: 'cover' }}
                />
                <figcaption>
                  {KYC_KIND_LABELS[image.kind] ?? image.kind} · {formatDateTime(image.uploadedAt)}
                </figcaption>
              </figure>
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
    </Card>
  );
}
