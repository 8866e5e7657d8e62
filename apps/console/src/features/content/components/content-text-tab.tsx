import { useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Input,
  List,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BorrowerLanguage } from '@saral/contract/api/language';
import type { ContentEntry } from '@saral/contract/api/ops-content';
import { EditErrorAlert } from '../../../shared/edit-error';
import { formatDate, formatDateTime } from '../../../shared/format';
import { useMay } from '../../../shared/operator-context';
import { allContentQueryKey, saveContent, todayInIndia } from '../api/content-api';

const HOW_TO: Record<ContentEntry['key'], string> = {
  faq: "Each help item starts with a line '## Question'; its answer follows. Blank lines separate paragraphs.",
  about: 'The About us copy, as one text.',
  privacy:
    "The introduction first, then each section under a line '## Heading'. Blank lines separate paragraphs.",
  terms:
    "The introduction first, then each section under a line '## Heading'. Blank lines separate paragraphs.",
};

const PLACEHOLDERS =
  'Placeholders: {{lender.name}}, {{lender.address}}, {{customerCare.email}}, {{customerCare.phone}}, {{grievanceOfficer.name}}, {{loans.minAmount}}, {{loans.maxAmount}} and the other lender fields.';

const LANGUAGE_NAME: Record<BorrowerLanguage, string> = { en: 'English', hi: 'Hindi' };

/**
 * One text in one language: what borrowers reading it see now, an editor for content.write, and
 * that language's versions. A Hindi text never published serves English; its editor starts from
 * the English text, to translate.
 */
export function ContentTextTab({
  entry,
  language,
}: {
  entry: ContentEntry;
  language: BorrowerLanguage;
}) {
  const mayWrite = useMay('content.write');
  const servesEnglish = language !== 'en' && entry.version === 0;
  const latest = entry.history[0];
  const [draft, setDraft] = useState(latest?.body ?? entry.body);
  /** YYYY-MM-DD, or null for today. */
  const [day, setDay] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const today = todayInIndia();
  const save = useMutation({
    mutationFn: () =>
      saveContent(entry.key, {
        body: draft,
        effectiveFrom: day ?? today,
        expectedVersion: entry.latestVersion,
        language,
      }),
    onSuccess: async () => {
      void message.success('Saved');
      await queryClient.invalidateQueries({ queryKey: allContentQueryKey });
    },
  });
  const pending = entry.history.filter((version) => version.effectiveFrom > today);

  return (
    <div className="stack">
      <Descriptions size="small" bordered column={3}>
        <Descriptions.Item label="Version served">
          {entry.version === 0 ? 'As shipped (0)' : entry.version}
        </Descriptions.Item>
        <Descriptions.Item label="Effective from">
          {formatDate(entry.effectiveFrom)}
        </Descriptions.Item>
        <Descriptions.Item label="Newest version">{entry.latestVersion}</Descriptions.Item>
      </Descriptions>
      {servesEnglish ? (
        <Alert
          type="warning"
          showIcon
          title={`No ${LANGUAGE_NAME[language]} version has taken effect: borrowers reading ${LANGUAGE_NAME[language]} get the English text. The editor starts from the English text; translate it and save.`}
        />
      ) : null}
      {pending.length > 0 ? (
        <Alert
          type="info"
          showIcon
          title={`Version ${pending.map((version) => version.version).join(', ')} takes effect on ${pending.map((version) => formatDate(version.effectiveFrom)).join(', ')}.`}
        />
      ) : null}
      {mayWrite ? (
        <Card size="small" title="Edit">
          <Typography.Paragraph type="secondary">
            {HOW_TO[entry.key]} {PLACEHOLDERS}
          </Typography.Paragraph>
          <Input.TextArea
            aria-label={`Text of ${entry.key} (${LANGUAGE_NAME[language]})`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            autoSize={{ minRows: 12, maxRows: 28 }}
          />
          <div style={{ marginTop: 12 }}>
            <EditErrorAlert
              error={save.error}
              onReload={() => {
                save.reset();
                void queryClient.invalidateQueries({ queryKey: allContentQueryKey });
              }}
            />
          </div>
          <Space style={{ marginTop: 12 }}>
            <DatePicker
              aria-label="Effective from"
              style={{ width: 240 }}
              placeholder={`Today (${formatDate(today)})`}
              format="YYYY-MM-DD"
              onChange={(_value, text) => setDay(typeof text === 'string' && text ? text : null)}
              disabledDate={(candidate) => candidate.format('YYYY-MM-DD') < today}
            />
            <Button
              type="primary"
              onClick={() => save.mutate()}
              loading={save.isPending}
              disabled={draft.trim().length === 0}
            >
              Save
            </Button>
          </Space>
        </Card>
      ) : (
        <Card size="small" title="Text served now">
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            {entry.body}
          </Typography.Paragraph>
        </Card>
      )}
      <Card size="small" title="Versions">
        <List
          size="small"
          dataSource={entry.history}
          locale={{
            emptyText:
              language === 'en'
                ? 'Never edited: the text shipped with the app is served.'
                : `No ${LANGUAGE_NAME[language]} version yet: the English text is served.`,
          }}
          renderItem={(version) => (
            <List.Item>
              <List.Item.Meta
                title={
                  <Space>
                    <span>Version {version.version}</span>
                    {version.current ? <Tag color="green">Served now</Tag> : null}
                    {version.effectiveFrom > today ? <Tag color="blue">Scheduled</Tag> : null}
                  </Space>
                }
                description={`From ${formatDate(version.effectiveFrom)} · saved by ${version.createdBy} on ${formatDateTime(version.createdAt)}`}
              />
            </List.Item>
          )}
        />
      </Card>
    </div>
  );
}
