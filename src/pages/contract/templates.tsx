/** /chainmanagement/moudle/index: contract project templates; rows open the IDE with type=2. */
import React from 'react';
import ContainerList from './ContainerList';

export default () => <ContainerList kind="template" />;
