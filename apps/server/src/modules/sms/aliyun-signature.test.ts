import { describe, expect, it } from 'vitest';
import { canonicalQuery, percentEncode, rpcSignature, signedQuery, stringToSign } from './aliyun-signature';

// Alibaba Cloud's published RPC signing example (ECS DescribeRegions, AccessKeySecret "testsecret").
const describeRegions = {
  AccessKeyId: 'testid',
  Action: 'DescribeRegions',
  Format: 'XML',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
  SignatureVersion: '1.0',
  Timestamp: '2016-02-23T12:46:24Z',
  Version: '2014-05-26',
};

// Alibaba Cloud SMS's published SendSms signing example (AccessKeySecret "testSecret").
const sendSms = {
  AccessKeyId: 'testId',
  Action: 'SendSms',
  Format: 'XML',
  OutId: '123',
  PhoneNumbers: '15300000001',
  RegionId: 'cn-hangzhou',
  SignName: '阿里云短信测试专用',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
  SignatureVersion: '1.0',
  TemplateCode: 'SMS_71390007',
  TemplateParam: '{"customer":"test"}',
  Timestamp: '2017-07-12T02:42:19Z',
  Version: '2017-05-25',
};

describe('the Alibaba Cloud RPC signature', () => {
  it('builds the published string-to-sign and signature of the DescribeRegions example', () => {
    expect(stringToSign('GET', describeRegions)).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1' +
        '%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0' +
        '%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
    expect(rpcSignature('GET', describeRegions, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('reproduces the published SendSms sample, Chinese sign name and JSON parameter included', () => {
    expect(canonicalQuery(sendSms)).toBe(
      'AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123&PhoneNumbers=15300000001&RegionId=cn-hangzhou' +
        '&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8' +
        '&SignatureMethod=HMAC-SHA1&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0' +
        '&TemplateCode=SMS_71390007&TemplateParam=%7B%22customer%22%3A%22test%22%7D' +
        '&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25',
    );
    expect(rpcSignature('GET', sendSms, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    expect(signedQuery('GET', sendSms, 'testSecret')).toMatch(/&Signature=zJDF%2BLrzhj%2FThnlvIToysFRq6t4%3D$/);
  });

  it('signs POST requests over "POST&%2F&", never over a Signature already present', () => {
    expect(stringToSign('POST', sendSms).startsWith('POST&%2F&AccessKeyId%3DtestId%26')).toBe(true);
    expect(rpcSignature('POST', sendSms, 'testSecret')).not.toBe(rpcSignature('GET', sendSms, 'testSecret'));
    expect(rpcSignature('GET', { ...sendSms, Signature: 'x' }, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('encodes everything but A-Z a-z 0-9 - _ . ~, a space as %20', () => {
    expect(percentEncode("a b!'()*+/~-_.")).toBe('a%20b%21%27%28%29%2A%2B%2F~-_.');
  });
});
