"""Faults that only a gateway of its own can show, started by test/integration/python-client.test.ts
on its own DynamoDB Local (SVC_TEST_GATEWAY_PRIVATE: storage s3, presigned URLs living 2 seconds):

- presigned URLs that really expired: S3Proxy refuses them with its own "Request has expired", and
  the client asks for new ones;
- (marker ``frozen``, run apart while the integration test holds that DynamoDB stopped with SIGSTOP)
  the service's 503 ``dependency.unavailable`` retried for a GET and never for a POST.
"""

import hashlib
import os
import time

import httpx
import pytest

import svc_client

LIFETIME = 2  # SVC_FILES_PRESIGN_UPLOAD_SECONDS / _DOWNLOAD_SECONDS of that gateway


def _expire():
    # SigV4 counts whole seconds from X-Amz-Date: past the lifetime by a clear margin.
    time.sleep(LIFETIME + 1.5)


def test_an_upload_url_that_expired_is_refused_by_the_bucket_and_renewed(
    private, tmp_path, name, monkeypatch
):
    c = private.create_container("file", name)
    announced = private.post_json(f"/v2/file-containers/{c.app_id}/upload-url", {"fileName": "late.bin"})
    assert announced["expiresInSeconds"] == LIFETIME
    _expire()
    r = httpx.put(announced["uploadUrl"], content=b"too late", headers={"Content-Length": "8"})
    assert r.status_code == 403 and "Request has expired" in r.text, r.text
    # The client, handed that expired announcement first, announces once more and sends the bytes there.
    src = tmp_path / "late.bin"
    src.write_bytes(os.urandom(70_000))
    real = private.post_json
    handed = []

    def expired_first(path, body, **kw):
        if path.endswith("/upload-url") and not handed:
            handed.append(announced["oid"])
            return announced
        return real(path, body, **kw)

    monkeypatch.setattr(private, "post_json", expired_first)
    rec = private.files.upload(c, src)
    monkeypatch.undo()
    assert handed and rec.oid != announced["oid"]
    # The expired announcement never became a file: its commit finds nothing uploaded.
    with pytest.raises(svc_client.Conflict):
        real(
            f"/v2/file-containers/{c.app_id}/upload-url/commit",
            {"oid": announced["oid"], "fileName": "late.bin", "fileSize": 8},
        )
    out = tmp_path / "back.bin"
    assert private.files.download(c, rec.oid, out) == 70_000
    assert hashlib.sha256(out.read_bytes()).digest() == hashlib.sha256(src.read_bytes()).digest()


def test_a_download_url_that_expired_is_refused_by_the_bucket_and_renewed(
    private, tmp_path, name, monkeypatch
):
    c = private.create_container("file", name)
    src = tmp_path / "early.bin"
    src.write_bytes(os.urandom(3 * 1024 * 1024 + 11))
    rec = private.files.upload(c, src)
    issued = private.get_json(f"/v2/file-containers/{c.app_id}/files/{rec.oid}/download-url")
    assert issued["expiresInSeconds"] == LIFETIME
    _expire()
    r = httpx.get(issued["downloadUrl"])
    assert r.status_code == 403 and "Request has expired" in r.text, r.text
    # A resumed download whose URL expired: the part on disk is kept, a new URL fetches the rest.
    out = tmp_path / "early-copy.bin"
    (tmp_path / "early-copy.bin.part").write_bytes(src.read_bytes()[:1_000_000])
    files = private.files
    real = files._source_url
    handed = []

    def expired_first(container, oid):
        if not handed:
            handed.append(oid)
            return issued["downloadUrl"], True
        return real(container, oid)

    monkeypatch.setattr(files, "_source_url", expired_first)
    assert files.download(c, rec.oid, out) == src.stat().st_size
    assert handed and out.read_bytes() == src.read_bytes()


@pytest.mark.frozen
def test_a_frozen_dependency_503_is_retried_for_a_get_and_never_for_a_post(key, svc, tmp_path, name):
    # The integration test stopped this gateway's DynamoDB (SIGSTOP) before running this test.
    if os.environ.get("SVC_TEST_FROZEN") != "dynamodb":
        pytest.skip(
            "needs the private gateway's DynamoDB stopped (SVC_TEST_FROZEN=dynamodb): "
            "run by test/integration/python-client.test.ts with -m frozen"
        )
    c = svc.create_container("file", name)  # on the main gateway: the graph is shared, DynamoDB is not
    data_object_owner = svc.create_collection(name)
    seen = []
    policy = svc_client.RetryPolicy(
        attempts=2, backoff=0.01, on_retry=lambda req, n, wait, why: seen.append((req.method, why, wait))
    )
    with svc_client.connect(
        os.environ["SVC_TEST_GATEWAY_PRIVATE"], api_key=key, retry=policy, progress=False, env={}
    ) as frozen:
        # A GET (provenance lives in DynamoDB): the 503 names the dependency and a Retry-After,
        # the client waits that long and asks once more, then raises with the server's reason.
        t0 = time.monotonic()
        with pytest.raises(svc_client.ServiceUnavailable) as e:
            frozen.provenance(data_object_owner)
        assert e.value.code == "dependency.unavailable" and e.value.problem.get("dependency") == "dynamodb"
        assert e.value.retry_after and e.value.retry_after > 0
        assert [(m, why) for m, why, _ in seen] == [("GET", "503")]
        assert seen[0][2] >= e.value.retry_after
        assert time.monotonic() - t0 >= e.value.retry_after
        # A POST that is no idempotent one (an upload announcement records a pending upload in
        # DynamoDB): sent once, its 503 raised at once, and no fallback to the legacy upload either.
        seen.clear()
        src = tmp_path / "x.bin"
        src.write_bytes(b"not stored")
        with pytest.raises(svc_client.ServiceUnavailable) as e:
            frozen.files.upload(c, src)
        assert e.value.code == "dependency.unavailable" and e.value.method == "POST"
        assert "/upload-url" in (e.value.url or "")
        assert seen == []
    assert list(svc.files.list(c)) == []
