/** Marketing page (spec 2.1); its copy is in ./content/result.ts, loaded only with this page. */
import React from 'react';
import ServicePage from './components/ServicePage';
import copy from './content/result';

export default function Page() {
  return <ServicePage copy={copy} testId="page-result" />;
}
