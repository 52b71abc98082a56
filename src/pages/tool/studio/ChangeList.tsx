/** The change of a screen in business words, both languages side by side (src/pages/tool/studio/diff.ts). */
import { Col, Row } from 'antd';
import type { ScreenFile } from '@/engine/format/types';
import enMessages from '@/locales/en-US/studio';
import zhMessages from '@/locales/zh-CN/studio';
import { describeChanges, translator, type Names } from './diff';
import type { Lang } from './parts';

/** What the review names in each language: values by their option labels (dictionaries loaded in the sandbox), dictionaries by their names. */
export type Labels = (lang: Lang) => Names;

/** The change's lines in both languages: what the review shows, and what a change request carries. */
export const changeWords = (before: Partial<ScreenFile>, after: Partial<ScreenFile>, labels: Labels) => ({
  zh: describeChanges(before, after, translator(zhMessages), 'zh-CN', labels('zh-CN')),
  en: describeChanges(before, after, translator(enMessages), 'en-US', labels('en-US')),
});

/** Lines already in words (a change request's), both languages side by side. */
export function WordLists({ zh, en, testid }: { zh: string[]; en: string[]; testid: string }) {
  return (
    <Row gutter={12} data-testid={testid}>
      <Col span={12}>
        <ul data-testid={`${testid}-zh`} lang="zh-CN">
          {zh.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      </Col>
      <Col span={12}>
        <ul data-testid={`${testid}-en`} lang="en-US">
          {en.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      </Col>
    </Row>
  );
}

/** The change in both languages. */
export function ChangeList({ before, after, testid, labels }: { before: Partial<ScreenFile>; after: Partial<ScreenFile>; testid: string; labels: Labels }) {
  return <WordLists {...changeWords(before, after, labels)} testid={testid} />;
}
