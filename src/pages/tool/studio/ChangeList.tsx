/** The change of a screen in business words, both languages side by side (src/pages/tool/studio/diff.ts). */
import { Col, Row } from 'antd';
import type { ScreenFile, ScreenSchema, Text } from '@/engine/format/types';
import type { PartUser } from '../../../../shared/wire/studio';
import enMessages from '@/locales/en-US/studio';
import zhMessages from '@/locales/zh-CN/studio';
import { describeChanges, translator, type Names } from './diff';
import { textOf, type Lang } from './parts';

/** What the review names in each language: values by their option labels (dictionaries loaded in the sandbox), dictionaries by their names. */
export type Labels = (lang: Lang) => Names;

/** The change's lines in both languages: what the review shows, and what a change request carries. */
export const changeWords = (before: Partial<ScreenFile>, after: Partial<ScreenFile>, labels: Labels) => ({
  zh: describeChanges(before, after, translator(zhMessages), 'zh-CN', labels('zh-CN')),
  en: describeChanges(before, after, translator(enMessages), 'en-US', labels('en-US')),
});

/** A screen using a base or fragment, as the studio's check of the part answers it. */
export type PartUse = PartUser<ScreenSchema>;

/**
 * A base or fragment's change, told screen by screen in both languages: each screen that uses it,
 * composed before and after, compared as a screen's change is (`申请子链：列 名称 宽度 120 -> 160`).
 */
export const partWords = (users: PartUse[], labels: Labels) => {
  const of = (lang: Lang, messages: Record<string, string>, colon: string) =>
    users.flatMap((u) => {
      if (!u.after) return [];
      const name = textOf(u.title as Text, lang) || u.path;
      return describeChanges(u.before ?? {}, u.after, translator(messages), lang, labels(lang)).map((l) => `${name}${colon}${l}`);
    });
  return { zh: of('zh-CN', zhMessages, '：'), en: of('en-US', enMessages, ': ') };
};

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
