/** /chainmanagement/contract/tool: contract tools; rows open the IDE with a tool type. */
import React from 'react';
import ContainerList from './ContainerList';

export default () => <ContainerList kind="tool" />;
