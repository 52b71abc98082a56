import React from 'react';
import ErrorPage from './ErrorPage';

export default function Forbidden() {
  return <ErrorPage code="403" />;
}
