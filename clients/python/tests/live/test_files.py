"""Uploads and downloads byte-exact through both paths; 503 retried for a GET, never for a POST."""

import hashlib
import os
import re

import pytest

import svc_client
from svc_client.files import LEGACY_UPLOAD_MAX_BYTES

MiB = 1024 * 1024


def make(tmp_path, size, name="f.bin"):
    p = tmp_path / name
    with open(p, "wb") as f:
        left = size
        while left:
            piece = os.urandom(min(left, MiB))
            f.write(piece)
            left -= len(piece)
    return p


def sha(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.parametrize("size", [0, 5 * MiB - 1, 5 * MiB, 5 * MiB + 1, 100 * MiB])
def test_presigned_upload_and_download_are_byte_exact(svc_s3, tmp_path, name, size):
    c = svc_s3.create_container("file", name)
    src = make(tmp_path, size)
    rec = svc_s3.files.upload(c, src, file_name=f"{size}.bin")
    assert rec.filename == f"{size}.bin" and rec.app_id
    assert rec.oid in {f.oid for f in svc_s3.files.list(c)}
    out = tmp_path / "down.bin"
    assert svc_s3.files.download(c, rec.oid, out) == size
    assert sha(out) == sha(src)


def test_download_resumes_from_a_partial_file(svc_s3, tmp_path, name):
    c = svc_s3.create_container("file", name)
    src = make(tmp_path, 3 * MiB + 7)
    rec = svc_s3.files.upload(c, src)
    out = tmp_path / "resume.bin"
    (tmp_path / "resume.bin.part").write_bytes(src.read_bytes()[: MiB + 3])
    assert svc_s3.files.download(c, rec.oid, out) == 3 * MiB + 7
    assert sha(out) == sha(src)


@pytest.mark.parametrize("size", [0, 1, MiB + 1])
def test_legacy_fallback_on_dbfs_is_byte_exact(svc, tmp_path, name, size):
    # The main gateway stores on dbfs, which cannot presign: upload-url answers 503 and the client
    # uses the legacy upload; the download falls back to the legacy path the same way.
    c = svc.create_container("file", name)
    src = make(tmp_path, size)
    rec = svc.files.upload(c, src)
    out = tmp_path / "down.bin"
    assert svc.files.download(c, rec.oid, out) == size
    assert sha(out) == sha(src)


@pytest.mark.parametrize("size", [LEGACY_UPLOAD_MAX_BYTES, 5 * MiB - 1, 5 * MiB, 5 * MiB + 1])
def test_legacy_path_refuses_5_mib_and_more_naming_the_limit(svc, svc_s3, tmp_path, name, size):
    # The legacy upload carries what one Lambda invocation does (about 4.5 MB of file): on dbfs as the
    # fallback after upload-url's 503, and when asked for explicitly on s3, a larger file is refused
    # naming the limit, nothing half-stored. At LEGACY_UPLOAD_MAX_BYTES the client sends it and the
    # service refuses (the multipart framing pushes it over); above it the client refuses before
    # sending, in the same shape.
    src = make(tmp_path, size)
    for s, presigned in ((svc, True), (svc_s3, False)):
        c = s.create_container("file", name)
        with pytest.raises(svc_client.PayloadTooLarge) as e:
            s.files.upload(c, src, presigned=presigned)
        assert re.search(r"\d+ MB (invocation payload )?limit", e.value.detail or ""), e.value.detail
        assert e.value.status == 413 and e.value.code == "request.too-large"
        assert (e.value.problem.get("refusedBy") == "client") == (size > LEGACY_UPLOAD_MAX_BYTES)
        assert list(s.files.list(c)) == []


def test_legacy_path_on_s3_for_small_files(svc_s3, tmp_path, name):
    c = svc_s3.create_container("file", name)
    for size in (0, 4 * MiB):
        src = make(tmp_path, size)
        rec = svc_s3.files.upload(c, src, presigned=False)
        out = tmp_path / "down.bin"
        svc_s3.files.download(c, rec.oid, out)
        assert sha(out) == sha(src)


def test_upload_and_download_a_tree(svc, tmp_path, name):
    root = tmp_path / "tree"
    (root / "a" / "b").mkdir(parents=True)
    (root / "top.txt").write_bytes(b"top")
    (root / "a" / "one.csv").write_bytes(b"1,2\n")
    (root / "a" / "b" / "two.bin").write_bytes(os.urandom(1000))
    c = svc.create_container("file", name)
    records = svc.files.upload_tree(c, root)
    assert set(records) == {"top.txt", "a/one.csv", "a/b/two.bin"}
    back = tmp_path / "back"
    svc.files.download_tree(c, back)
    for rel in records:
        assert (back / rel).read_bytes() == (root / rel).read_bytes()


def test_503_is_retried_for_a_get_and_not_for_a_post(key, tmp_path, name):
    # dbfs cannot presign, so both /v2 calls answer a real 503 from the server.
    seen = []
    policy = svc_client.RetryPolicy(
        attempts=3, backoff=0.01, on_retry=lambda req, n, wait, why: seen.append((req.method, why))
    )
    with svc_client.connect(
        os.environ["SVC_TEST_GATEWAY"], api_key=key, retry=policy, progress=False, env={}
    ) as s:
        c = s.create_container("file", name)
        rec = s.files.upload(c, make(tmp_path, 10))
        with pytest.raises(svc_client.ServiceUnavailable) as e:
            s.request("GET", f"/v2/file-containers/{c.app_id}/files/{rec.oid}/download-url")
        assert "cannot presign" in str(e.value)
        assert seen == [("GET", "503"), ("GET", "503")]
        seen.clear()
        with pytest.raises(svc_client.ServiceUnavailable):
            s.request("POST", f"/v2/file-containers/{c.app_id}/upload-url", json={"fileName": "x.bin"})
        assert seen == []


def test_a_refused_upload_url_is_renewed(svc_s3, tmp_path, name, monkeypatch):
    # S3Proxy refuses a URL whose signature no longer matches (403) as it refuses an expired one:
    # the client announces the upload once more and sends the bytes to the new URL.
    c = svc_s3.create_container("file", name)
    src = make(tmp_path, 1000)
    real = svc_s3.post_json
    spoiled = []

    def spoil_first(path, body, **kw):
        got = real(path, body, **kw)
        if path.endswith("/upload-url") and not spoiled:
            spoiled.append(got["oid"])
            got["uploadUrl"] = got["uploadUrl"].replace("X-Amz-Signature=", "X-Amz-Signature=0")
        return got

    monkeypatch.setattr(svc_s3, "post_json", spoil_first)
    rec = svc_s3.files.upload(c, src)
    assert spoiled and rec.oid != spoiled[0]
    out = tmp_path / "down.bin"
    svc_s3.files.download(c, rec.oid, out)
    assert sha(out) == sha(src)
