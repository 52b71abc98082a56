/** /chainmanagement/contract/index: contract projects; rows open the IDE. */
import React from 'react';
import ContainerList from './ContainerList';

export default () => <ContainerList kind="project" />;
