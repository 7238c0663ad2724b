import { describe, expect, it } from '@jest/globals';
import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { appendSetCookie } from './set-cookie.js';

const response = () => new ServerResponse(new IncomingMessage(new Socket()));

describe('appendSetCookie', () => {
  it('keeps the cookies already set: the language and a renewed session both reach the browser', () => {
    const res = response();
    appendSetCookie(res, 'lang=en-US; Path=/');
    appendSetCookie(res, 'token=abc; Path=/; HttpOnly');
    expect(res.getHeader('Set-Cookie')).toEqual(['lang=en-US; Path=/', 'token=abc; Path=/; HttpOnly']);
  });

  it('replaces a cookie of the same name set earlier in the same answer', () => {
    const res = response();
    appendSetCookie(res, 'token=old; Path=/');
    appendSetCookie(res, 'lang=zh-CN; Path=/');
    appendSetCookie(res, 'token=; Max-Age=0; Path=/');
    expect(res.getHeader('Set-Cookie')).toEqual(['lang=zh-CN; Path=/', 'token=; Max-Age=0; Path=/']);
  });
});
