/**
 * Export of a contract project: a real zip laid out as a small Maven project, so a Java team
 * (web3j, FISCO-style SDKs) can drop it in: pom.xml named by group and artifactName, the Solidity
 * sources, each contract's ABI and bytecode under src/main/resources, and a README saying what is
 * where and where each contract is deployed.
 */
import JSZip from 'jszip';

export interface ExportContract {
  contractName: string;
  source: string;
  abi: string;
  bytecode: string;
  contractAddress?: string;
  networkType?: number;
}

export interface ExportRequest {
  group: string;
  artifactName: string;
  projectName: string;
  contracts: ExportContract[];
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function exportFileName(group: string, artifactName: string): string {
  return `${group}-${artifactName}.zip`;
}

function pom(group: string, artifactName: string, projectName: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0"
         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 http://maven.apache.org/xsd/maven-4.0.0.xsd">
  <modelVersion>4.0.0</modelVersion>
  <groupId>${xml(group)}</groupId>
  <artifactId>${xml(artifactName)}</artifactId>
  <version>1.0.0</version>
  <packaging>jar</packaging>
  <name>${xml(projectName)}</name>
  <description>Contracts exported from the backbone network contract IDE</description>
  <properties>
    <maven.compiler.source>17</maven.compiler.source>
    <maven.compiler.target>17</maven.compiler.target>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
  </properties>
</project>
`;
}

function readme(req: ExportRequest, root: string): string {
  const rows = req.contracts
    .map((c) => `| ${c.contractName} | solidity/${c.contractName}.sol | abi/${c.contractName}.abi | bin/${c.contractName}.bin | ${c.contractAddress || '-'} |`)
    .join('\n');
  return `# ${req.projectName}

${req.group}:${req.artifactName}:1.0.0, exported from the backbone network contract IDE.
导出自链网合约 IDE：源码、ABI 与字节码按 Maven 工程布局存放。

## Layout

\`\`\`
${root}/
  pom.xml
  README.md
  src/main/resources/solidity/   Solidity sources (the project's files, imports intact)
  src/main/resources/abi/        one JSON ABI per contract
  src/main/resources/bin/        one creation bytecode (hex) per contract
  src/main/resources/contracts.json   name, address and network of every contract
\`\`\`

## Contracts

| Contract | Source | ABI | Bytecode | Address |
|---|---|---|---|---|
${rows}

Generate Java wrappers with web3j, for example:

\`\`\`
web3j generate solidity -a src/main/resources/abi/<Name>.abi -b src/main/resources/bin/<Name>.bin -o src/main/java -p ${req.group}.${req.artifactName}
\`\`\`
`;
}

/** The zip as bytes, and the name to save it under. */
export async function buildExport(req: ExportRequest): Promise<{ fileName: string; root: string; zip: Buffer }> {
  const root = `${req.group}-${req.artifactName}`;
  const zip = new JSZip();
  const dir = zip.folder(root)!;
  dir.file('pom.xml', pom(req.group, req.artifactName, req.projectName));
  dir.file('README.md', readme(req, root));
  const res = dir.folder('src/main/resources')!;
  for (const c of req.contracts) {
    res.file(`solidity/${c.contractName}.sol`, c.source);
    res.file(`abi/${c.contractName}.abi`, c.abi || '[]');
    res.file(`bin/${c.contractName}.bin`, c.bytecode || '');
  }
  res.file(
    'contracts.json',
    `${JSON.stringify(
      req.contracts.map((c) => ({ contractName: c.contractName, contractAddress: c.contractAddress || null, networkType: c.networkType ?? null })),
      null,
      2,
    )}\n`,
  );
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return { fileName: exportFileName(req.group, req.artifactName), root, zip: bytes };
}
