/** Identifier resolution (spec 2.1, 7.6): explains BIDs and resolves one typed by the visitor. */
import React from 'react';
import Resolver from './components/Resolver';
import ServicePage from './components/ServicePage';
import copy from './content/resolution';

export default function ResolutionPage() {
  return (
    <ServicePage copy={copy} testId="page-resolution">
      <Resolver />
    </ServicePage>
  );
}
