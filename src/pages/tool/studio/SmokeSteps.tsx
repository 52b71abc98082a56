/** The smoke test's steps in words (studio/smoke.ts): the review before publishing, and a change request's. */
import { Alert, Tag } from 'antd';
import type { T } from './parts';

export interface SmokeStep {
  step: 'list' | 'add' | 'find' | 'edit' | 'remove' | 'required';
  result: 'passed' | 'failed' | 'skipped';
  detail: string;
}

/** A smoke test's result, or (derive) word that it could not run before publishing. */
export type Smoke = { steps?: SmokeStep[]; passed?: boolean; derive?: boolean };

/** The smoke test's steps in words, each with its result and what the gateway said. */
export default function SmokeSteps({ smoke, t }: { smoke: Smoke | null; t: T }) {
  if (!smoke)
    return (
      <Tag style={{ marginTop: 8 }} data-testid="studio-smoke-running">
        {t('studio.smoke.running')}
      </Tag>
    );
  if (!smoke.steps) return <Alert style={{ marginTop: 8 }} type="info" data-testid="studio-smoke-derive" message={t('studio.smoke.derive')} />;
  const colour = { passed: 'success', failed: 'error', skipped: 'default' } as const;
  return (
    <Alert
      style={{ marginTop: 8 }}
      type={smoke.passed ? 'success' : 'error'}
      data-testid="studio-smoke"
      message={t(smoke.passed ? 'studio.smoke.passed' : 'studio.smoke.failed')}
      description={
        <ol style={{ margin: 0, paddingLeft: 18 }}>
          {smoke.steps.map((s) => (
            <li key={s.step} data-testid={`smoke-${s.step}`} data-result={s.result}>
              {t(`studio.smoke.step.${s.step}`)} <Tag color={colour[s.result]}>{t(`studio.smoke.result.${s.result}`)}</Tag>
              {s.result === 'skipped' ? (
                <span>{t(`studio.smoke.why.${s.detail.split(':')[0]}`, { fields: s.detail.split(':')[1] ?? '' })}</span>
              ) : s.detail ? (
                <span>{s.detail}</span>
              ) : null}
            </li>
          ))}
        </ol>
      }
    />
  );
}
