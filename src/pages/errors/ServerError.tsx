import React from 'react';
import ErrorPage from './ErrorPage';

export default function ServerError() {
  return <ErrorPage code="500" />;
}
