/**
 * docs/gateway.openapi.json, the OpenAPI 3.1 description of the gateway generated from the mock's
 * declarations (scripts/gateway-openapi.ts, `npm run gateway:openapi`): it is current (the test
 * fails when a route, an access rule or a field changed without regenerating it), it is a valid
 * OpenAPI 3.1 document (@seriousme/openapi-schema-validator, the specification's JSON Schema), and
 * it says for every route what the mock enforces.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';

const nodeRequire = createRequire(import.meta.url);
const { generateGatewayOpenApi, GATEWAY_OPENAPI_PATH } = nodeRequire('../../scripts/gateway-openapi.ts');
const { mockRoutes } = nodeRequire('../../mock/index.ts');
const { declarationOf } = nodeRequire('../../mock/_lib/access.ts');

let text = '';
let doc: any;
beforeAll(() => {
  text = generateGatewayOpenApi();
  doc = JSON.parse(text);
}, 180_000);

describe('docs/gateway.openapi.json', () => {
  it('is what npm run gateway:openapi writes from the mock', () => {
    expect(fs.readFileSync(GATEWAY_OPENAPI_PATH, 'utf8') === text, 'docs/gateway.openapi.json is stale: npm run gateway:openapi').toBe(true);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator refuses what is not OpenAPI: the test can fail.
    expect((await new Validator().validate({ ...structuredClone(doc), paths: { 'no-slash': {} } })).valid).toBe(false);
  });

  it('has every route but the development ones, each with the access it declares', () => {
    const expected: string[] = [];
    for (const [key, { handler }] of mockRoutes() as Map<string, { handler: unknown }>) {
      const d = declarationOf(handler);
      if (d.access === 'dev') continue;
      const [method, p] = key.split(' ');
      const op = doc.paths[p.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(op?.['x-access'], key).toBe(d.access);
      expected.push(key);
    }
    const described = Object.values(doc.paths).flatMap((ops: any) => Object.keys(ops)).length;
    expect(described).toBe(expected.length);
    expect(JSON.stringify(doc.paths)).not.toContain('__dev');
  });

  it('describes the calls of a descriptor: access, body with its required messages, list filters, owner, envelope', () => {
    const submit = doc.paths['/api/sfbn-system/param/submit'].post;
    expect(submit['x-access']).toBe('admin');
    expect(submit.security).toEqual([{ client: [], session: [] }]);
    const body = submit.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['paramKey', 'paramName', 'paramValue']);
    expect(body.properties.paramName).toMatchObject({ type: 'string', maxLength: 50, 'x-required-message': '请输入参数名称' });
    expect(submit.responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });

    const list = doc.paths['/api/sfbn-system/param/list'].get;
    expect(list.parameters.map((p: any) => p.name)).toEqual(expect.arrayContaining(['current', 'size', 'paramName', 'paramKey']));
    expect(list.responses['200'].content['application/json'].schema.allOf[0]).toEqual({ $ref: '#/components/schemas/ApiResult' });

    expect(doc.paths['/api/sfbn-system/user/register'].post).toMatchObject({ 'x-access': 'public', security: [{ client: [] }] });
    expect(doc.paths['/api/sfbn-resource/file/get-card-image-resource/{id}'].get).toMatchObject({
      'x-access': 'asset',
      parameters: [{ name: 'id', in: 'path', required: true }],
    });
    expect(doc.paths['/api/sfbn-system/pageList'].post).toMatchObject({ 'x-access': 'admin', 'x-query': true });
    const owned = Object.values(doc.paths)
      .flatMap((ops: any) => Object.values(ops))
      .filter((o: any) => o['x-owner']);
    expect(owned.length).toBeGreaterThan(10);
    const revoke = doc.paths['/api/sfbn-identity/identityAudit/revocationCertificate'].post;
    expect(revoke['x-transitions']).toEqual([{ action: 'revoke', field: 'status', from: [2], to: 4 }]);
    expect(revoke.requestBody.content['application/json'].schema.required).toEqual(['id', 'revokeReason', 'revokeType']);
    expect(revoke.requestBody.content['application/json'].schema.properties.revokeReason['x-required-message']).toBe('请输入注销原因');
    expect(doc.components.schemas.ApiResult.required).toEqual(['code', 'data']);
    expect(doc.components.schemas.Page.required).toEqual(['records', 'total', 'current', 'size', 'pages']);
  });
});
