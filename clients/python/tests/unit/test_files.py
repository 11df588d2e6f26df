"""Presigned upload, the legacy fallback on 503, streaming download with Range resume (mocked)."""

import json
import os

import httpx
import pytest
import respx

import svc_client
from svc_client.files import LEGACY_UPLOAD_MAX_BYTES

BASE = "http://svc.test"
BUCKET = "http://bucket.test"
CONTAINER = {"id": 3, "appId": "app-3", "name": "f", "type": "FILE"}


def svc():
    return svc_client.connect(
        BASE, api_key="k", env={}, progress=False, retry=svc_client.RetryPolicy(sleep=lambda s: None)
    )


@respx.mock
def test_presigned_upload_streams_with_a_content_length_and_commits(tmp_path):
    data = os.urandom(3 * 1024 * 1024 + 5)
    src = tmp_path / "a.bin"
    src.write_bytes(data)
    respx.get(f"{BASE}/svc/api/fileContainers/3").mock(return_value=httpx.Response(200, json=CONTAINER))
    respx.post(f"{BASE}/v2/file-containers/app-3/upload-url").mock(
        return_value=httpx.Response(
            201, json={"uploadUrl": f"{BUCKET}/put?sig=1", "oid": "o1", "method": "PUT"}
        )
    )
    put = respx.put(f"{BUCKET}/put").mock(return_value=httpx.Response(200))
    commit = respx.post(f"{BASE}/v2/file-containers/app-3/upload-url/commit").mock(
        side_effect=[
            httpx.Response(503),
            httpx.Response(201, json={"oid": "o1", "filename": "a.bin", "createdAt": None, "md5": None}),
        ]
    )
    rec = svc().files.upload(3, src)
    assert rec.oid == "o1"
    req = put.calls[0].request
    assert req.headers["Content-Length"] == str(len(data)) and "transfer-encoding" not in req.headers
    assert "X-API-KEY" not in req.headers
    assert req.content == data
    assert json.loads(commit.calls[1].request.content) == {
        "oid": "o1",
        "fileName": "a.bin",
        "fileSize": len(data),
    }
    assert commit.call_count == 2  # the commit is idempotent: retried


@respx.mock
def test_a_503_from_upload_url_falls_back_to_the_legacy_upload_without_retrying_the_post(tmp_path):
    src = tmp_path / "b.txt"
    src.write_bytes(b"hello")
    announce = respx.post(f"{BASE}/v2/file-containers/app-3/upload-url").mock(
        return_value=httpx.Response(
            503,
            headers={"Content-Type": "application/problem+json"},
            json={
                "type": "x/service.unavailable",
                "title": "t",
                "status": 503,
                "detail": "cannot presign",
                "adapter": "dbfs",
            },
        )
    )
    legacy = respx.post(f"{BASE}/svc/api/fileContainers/3/payload").mock(
        return_value=httpx.Response(
            201, json={"oid": "o2", "filename": "b.txt", "createdAt": None, "md5": None}
        )
    )
    rec = svc().files.upload(svc_client.Container.from_json(CONTAINER), src)
    assert rec.oid == "o2" and announce.call_count == 1 and legacy.call_count == 1
    assert (
        b"hello" in legacy.calls[0].request.content and b'filename="b.txt"' in legacy.calls[0].request.content
    )


@respx.mock
def test_download_resumes_a_partial_file_with_range(tmp_path):
    data = os.urandom(100_000)
    dest = tmp_path / "out.bin"
    (tmp_path / "out.bin.part").write_bytes(data[:40_000])
    respx.get(f"{BASE}/v2/file-containers/app-3/files/o1/download-url").mock(
        return_value=httpx.Response(200, json={"downloadUrl": f"{BUCKET}/get?sig=1"})
    )

    def ranged(request):
        start = int(request.headers["Range"].removeprefix("bytes=").rstrip("-"))
        return httpx.Response(206, content=data[start:])

    get = respx.get(f"{BUCKET}/get").mock(side_effect=ranged)
    n = svc().files.download(svc_client.Container.from_json(CONTAINER), "o1", dest)
    assert n == len(data) and dest.read_bytes() == data
    assert get.calls[0].request.headers["Range"] == "bytes=40000-"
    assert not (tmp_path / "out.bin.part").exists()


@respx.mock
def test_download_restarts_when_the_server_ignores_range(tmp_path):
    data = os.urandom(5000)
    dest = tmp_path / "o.bin"
    (tmp_path / "o.bin.part").write_bytes(b"garbage")
    respx.get(f"{BASE}/v2/file-containers/app-3/files/o1/download-url").mock(
        return_value=httpx.Response(
            503,
            json={
                "type": "x/service.unavailable",
                "title": "t",
                "status": 503,
                "detail": "cannot presign",
                "adapter": "dbfs",
            },
        )
    )
    legacy = respx.get(f"{BASE}/svc/api/fileContainers/3/payload/o1").mock(
        return_value=httpx.Response(200, content=data)
    )
    assert svc().files.download(svc_client.Container.from_json(CONTAINER), "o1", dest) == len(data)
    assert dest.read_bytes() == data and legacy.calls[0].request.headers["X-API-KEY"] == "k"


@respx.mock
def test_a_redirected_legacy_download_goes_to_the_bucket_without_credentials(tmp_path):
    respx.get(f"{BASE}/v2/file-containers/app-3/files/o1/download-url").mock(
        return_value=httpx.Response(
            503,
            json={
                "type": "x/service.unavailable",
                "title": "t",
                "status": 503,
                "detail": "cannot presign",
                "adapter": "dbfs",
            },
        )
    )
    respx.get(f"{BASE}/svc/api/fileContainers/3/payload/o1").mock(
        return_value=httpx.Response(302, headers={"Location": f"{BUCKET}/obj?sig=2"})
    )
    bucket = respx.get(f"{BUCKET}/obj").mock(return_value=httpx.Response(200, content=b"xyz"))
    dest = tmp_path / "r.bin"
    svc().files.download(svc_client.Container.from_json(CONTAINER), "o1", dest)
    assert dest.read_bytes() == b"xyz" and "X-API-KEY" not in bucket.calls[0].request.headers


@respx.mock
def test_an_expired_upload_url_is_announced_once_more(tmp_path):
    src = tmp_path / "c.bin"
    src.write_bytes(b"abc")
    announce = respx.post(f"{BASE}/v2/file-containers/app-3/upload-url").mock(
        side_effect=[
            httpx.Response(201, json={"uploadUrl": f"{BUCKET}/old?sig=1", "oid": "old", "method": "PUT"}),
            httpx.Response(201, json={"uploadUrl": f"{BUCKET}/new?sig=2", "oid": "new", "method": "PUT"}),
        ]
    )
    old = respx.put(f"{BUCKET}/old").mock(
        return_value=httpx.Response(
            403, text="<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>"
        )
    )
    new = respx.put(f"{BUCKET}/new").mock(return_value=httpx.Response(200))
    commit = respx.post(f"{BASE}/v2/file-containers/app-3/upload-url/commit").mock(
        return_value=httpx.Response(
            201, json={"oid": "new", "filename": "c.bin", "createdAt": None, "md5": None}
        )
    )
    rec = svc().files.upload(svc_client.Container.from_json(CONTAINER), src)
    assert rec.oid == "new" and announce.call_count == 2 and old.call_count == 1 and new.call_count == 1
    assert json.loads(commit.calls[0].request.content)["oid"] == "new"


@respx.mock
def test_a_bucket_that_keeps_refusing_raises_its_reason(tmp_path):
    src = tmp_path / "d.bin"
    src.write_bytes(b"abc")
    respx.post(f"{BASE}/v2/file-containers/app-3/upload-url").mock(
        return_value=httpx.Response(201, json={"uploadUrl": f"{BUCKET}/x?sig=1", "oid": "o", "method": "PUT"})
    )
    respx.put(f"{BUCKET}/x").mock(return_value=httpx.Response(403, text="SignatureDoesNotMatch"))
    with pytest.raises(svc_client.SvcError) as e:
        svc().files.upload(svc_client.Container.from_json(CONTAINER), src)
    assert e.value.status == 403 and "SignatureDoesNotMatch" in str(e.value)


@respx.mock
def test_an_expired_download_url_is_asked_for_once_more_keeping_the_part(tmp_path):
    data = os.urandom(50_000)
    dest = tmp_path / "e.bin"
    (tmp_path / "e.bin.part").write_bytes(data[:10_000])
    urls = respx.get(f"{BASE}/v2/file-containers/app-3/files/o1/download-url").mock(
        side_effect=[
            httpx.Response(200, json={"downloadUrl": f"{BUCKET}/old?sig=1"}),
            httpx.Response(200, json={"downloadUrl": f"{BUCKET}/new?sig=2"}),
        ]
    )
    old = respx.get(f"{BUCKET}/old").mock(
        return_value=httpx.Response(
            403, text="<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>"
        )
    )
    new = respx.get(f"{BUCKET}/new").mock(return_value=httpx.Response(206, content=data[10_000:]))
    assert svc().files.download(svc_client.Container.from_json(CONTAINER), "o1", dest) == len(data)
    assert dest.read_bytes() == data and urls.call_count == 2 and old.call_count == 1
    assert new.calls[0].request.headers["Range"] == "bytes=10000-"


@respx.mock
def test_a_download_url_refused_twice_raises_the_buckets_reason(tmp_path):
    respx.get(f"{BASE}/v2/file-containers/app-3/files/o1/download-url").mock(
        return_value=httpx.Response(200, json={"downloadUrl": f"{BUCKET}/x?sig=1"})
    )
    bucket = respx.get(f"{BUCKET}/x").mock(return_value=httpx.Response(403, text="Request has expired"))
    with pytest.raises(svc_client.SvcError) as e:
        svc().files.download(svc_client.Container.from_json(CONTAINER), "o1", tmp_path / "f.bin")
    assert e.value.status == 403 and "Request has expired" in str(e.value) and bucket.call_count == 2


@respx.mock
def test_the_legacy_upload_refuses_a_file_above_the_lambda_limit_before_sending(tmp_path):
    limit = LEGACY_UPLOAD_MAX_BYTES
    assert limit == 4_718_592  # 6 MiB of payload, the body counted base64-encoded
    legacy = respx.post(f"{BASE}/svc/api/fileContainers/3/payload").mock(
        return_value=httpx.Response(
            201, json={"oid": "o3", "filename": "c.bin", "createdAt": None, "md5": None}
        )
    )
    c = svc_client.Container.from_json(CONTAINER)
    big = tmp_path / "big.bin"
    with open(big, "wb") as f:
        f.truncate(limit + 1)
    with pytest.raises(svc_client.PayloadTooLarge) as e:
        svc().files.upload(c, big, presigned=False)
    assert legacy.call_count == 0
    assert e.value.status == 413 and e.value.code == "request.too-large"
    assert e.value.problem["limitBytes"] == limit
    assert "6 MB invocation payload limit" in (e.value.detail or "") and f"{limit + 1} bytes" in str(e.value)
    assert str(e.value).startswith(
        "413 Request Entity Too Large: "
    ) and "/svc/api/fileContainers/3/payload" in str(e.value)
    # At the limit the request is sent: the service decides (its framing may still push it over).
    exact = tmp_path / "exact.bin"
    with open(exact, "wb") as f:
        f.truncate(limit)
    assert svc().files.upload(c, exact, presigned=False).oid == "o3" and legacy.call_count == 1
