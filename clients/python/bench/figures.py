"""Issue 32's figures of the Python client, run by ``npm run bench -- python-client``
(test/bench/python-client.ts starts the gateways and seeds; each mode prints one JSON line).

    python bench/figures.py files-raw <file> <s3-endpoint> <bucket>   AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY
    python bench/figures.py files-client <file>                       SVC_URL (storage that presigns), SVC_API_KEY
    python bench/figures.py timeseries <points>                       SVC_URL, SVC_API_KEY
    python bench/figures.py iterate <collection-id> <count> [page-size]

files-raw: the file PUT straight to the bucket (httpx, SigV4 header auth, the same 1 MiB pieces and
Content-Length as the client) and GET back to disk; files-client: the same file through
``svc.files.upload`` (presigned flow: upload-url, PUT, commit) and ``svc.files.download``. Each in a
process of its own that never imports pandas, reporting its peak RSS (getrusage) beside the RSS it had
before the transfer. Both byte-compare the copy with the source after the timed part.
timeseries: a DataFrame of <points> doubles at 1 ms in one column written and read back whole,
compared exactly. iterate: every DataObject of a Collection through the lazy pages.
``--profile <file>`` (last two arguments) writes cProfile statistics of the timed part to <file>.
"""

from __future__ import annotations

import cProfile
import datetime as dt
import filecmp
import hashlib
import hmac
import json
import os
import pstats
import resource
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx

import svc_client

MiB = 1024 * 1024
PROFILE: str | None = None


def rss_mib() -> float:
    """Peak resident set of this process so far (Linux reports KiB)."""
    return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)


def current_rss_mib() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    return 0.0


@contextmanager
def timed() -> Iterator[list[float]]:
    """Seconds of the block in out[0]; under --profile, the block is profiled."""
    out: list[float] = []
    prof = cProfile.Profile() if PROFILE else None
    if prof:
        prof.enable()
    t = time.perf_counter()
    try:
        yield out
    finally:
        out.append(time.perf_counter() - t)
        if prof:
            prof.disable()
            with open(PROFILE, "a") as f:  # type: ignore[arg-type]
                stats = pstats.Stats(prof, stream=f)
                stats.sort_stats("cumulative").print_stats(25)
                stats.sort_stats("tottime").print_stats(15)


def emit(obj: dict[str, Any]) -> None:
    print(json.dumps(obj), flush=True)


# -- raw S3, SigV4 by hand (no boto3 in the client's env) ------------------------------------------
def _hmac(key: bytes, msg: str) -> bytes:
    return hmac.new(key, msg.encode(), hashlib.sha256).digest()


def sigv4(method: str, url: str, access: str, secret: str, region: str = "us-east-1") -> dict[str, str]:
    """Headers of an S3 request signed with SigV4 (header auth, UNSIGNED-PAYLOAD, no query string)."""
    parts = urlsplit(url)
    now = dt.datetime.now(dt.UTC)
    amz_date, day = now.strftime("%Y%m%dT%H%M%SZ"), now.strftime("%Y%m%d")
    payload = "UNSIGNED-PAYLOAD"
    signed = "host;x-amz-content-sha256;x-amz-date"
    canonical = "\n".join(
        [
            method,
            parts.path,
            "",
            f"host:{parts.netloc}\nx-amz-content-sha256:{payload}\nx-amz-date:{amz_date}\n",
            signed,
            payload,
        ]
    )
    scope = f"{day}/{region}/s3/aws4_request"
    to_sign = f"AWS4-HMAC-SHA256\n{amz_date}\n{scope}\n{hashlib.sha256(canonical.encode()).hexdigest()}"
    key = _hmac(_hmac(_hmac(_hmac(f"AWS4{secret}".encode(), day), region), "s3"), "aws4_request")
    signature = hmac.new(key, to_sign.encode(), hashlib.sha256).hexdigest()
    return {
        "x-amz-date": amz_date,
        "x-amz-content-sha256": payload,
        "Authorization": f"AWS4-HMAC-SHA256 Credential={access}/{scope}, SignedHeaders={signed}, Signature={signature}",
    }


def _pieces(path: Path) -> Iterator[bytes]:
    with open(path, "rb") as f:
        while piece := f.read(MiB):
            yield piece


def files_raw(src: Path, endpoint: str, bucket: str) -> None:
    access, secret = os.environ["AWS_ACCESS_KEY_ID"], os.environ["AWS_SECRET_ACCESS_KEY"]
    size = src.stat().st_size
    url = f"{endpoint.rstrip('/')}/{bucket}/bench/python-client-raw-{time.time_ns()}.bin"
    out = src.with_name("raw-copy.bin")
    timeout = httpx.Timeout(300.0, connect=10.0)
    with httpx.Client(timeout=timeout) as http:
        before = current_rss_mib()
        with timed() as up:
            headers = {**sigv4("PUT", url, access, secret), "Content-Length": str(size)}
            r = http.put(url, content=_pieces(src), headers=headers)
            if r.status_code != 200:
                raise SystemExit(f"raw PUT: {r.status_code} {r.text[:500]}")
        with (
            timed() as down,
            http.stream("GET", url, headers=sigv4("GET", url, access, secret)) as r,
            open(out, "wb") as f,
        ):
            if r.status_code != 200:
                r.read()
                raise SystemExit(f"raw GET: {r.status_code} {r.text[:500]}")
            f.writelines(r.iter_bytes(MiB))
        peak = rss_mib()
        same = filecmp.cmp(src, out, shallow=False)
        http.delete(url, headers=sigv4("DELETE", url, access, secret))
    out.unlink()
    emit(_transfer("raw S3 (httpx, SigV4)", size, up[0], down[0], same, before, peak))


def files_client(src: Path) -> None:
    size = src.stat().st_size
    out = src.with_name("client-copy.bin")
    with svc_client.connect(progress=False) as svc:
        c = svc.create_container("file", "bench python-client")
        before = current_rss_mib()
        with timed() as up:
            rec = svc.files.upload(c, src)
        with timed() as down:
            svc.files.download(c, rec.oid, out)
        peak = rss_mib()
        same = filecmp.cmp(src, out, shallow=False)
        svc.delete_container(c)
    out.unlink()
    pandas_loaded = "pandas" in sys.modules
    emit(
        {
            **_transfer("svc_client (presigned)", size, up[0], down[0], same, before, peak),
            "pandasLoaded": pandas_loaded,
        }
    )


def _transfer(
    what: str, size: int, up: float, down: float, same: bool, before: float, peak: float
) -> dict[str, Any]:
    return {
        "path": what,
        "bytes": size,
        "uploadSeconds": round(up, 2),
        "downloadSeconds": round(down, 2),
        "uploadMiBps": round(size / MiB / up, 1),
        "downloadMiBps": round(size / MiB / down, 1),
        "sameBytes": same,
        "rssBeforeMiB": before,
        "peakRssMiB": peak,
    }


# -- timeseries -------------------------------------------------------------------------------------
def timeseries(n: int) -> None:
    import numpy as np
    import pandas as pd

    with svc_client.connect(progress=False) as svc:
        c = svc.create_container("timeseries", "bench python-client")
        idx = pd.Index(np.arange(n, dtype=np.int64) * 1_000_000 + 1_700_000_000_123_456_789, name="timestamp")
        df = pd.DataFrame({"v": np.random.default_rng(32).random(n)}, index=idx)
        with timed() as w:
            written = svc.timeseries.write(
                c, df, measurement="m", device="d", location="l", symbolic_name="s"
            )
        with timed() as r:
            back = svc.timeseries.read(c, svc_client.Channel("m", "d", "l", "s", "v"), index="ns")
        exact = bool(back.index.equals(df.index) and np.array_equal(back["v"].to_numpy(), df["v"].to_numpy()))
        svc.delete_container(c)
    emit(
        {
            "points": n,
            "written": written.get("v"),
            "writeSeconds": round(w[0], 2),
            "writePointsPerSecond": round(n / w[0]),
            "readSeconds": round(r[0], 2),
            "readPointsPerSecond": round(n / r[0]),
            "readRows": len(back),
            "exact": exact,
        }
    )


# -- DataObjects --------------------------------------------------------------------------------------
def iterate(collection_id: int, count: int, page_size: int) -> None:
    with svc_client.connect(progress=False) as svc:
        seen = 0
        ids: set[int] = set()
        with timed() as t:
            for d in svc.data_objects(collection_id, page_size=page_size):
                seen += 1
                ids.add(d.id)
    if seen != count or len(ids) != count:
        raise SystemExit(f"iterated {seen} DataObjects ({len(ids)} distinct), expected {count}")
    emit(
        {
            "dataObjects": seen,
            "pageSize": page_size,
            "requests": -(-count // page_size) + (1 if count % page_size == 0 else 0),
            "seconds": round(t[0], 2),
            "dataObjectsPerSecond": round(seen / t[0]),
        }
    )


MODES: dict[str, Callable[[list[str]], None]] = {
    "files-raw": lambda a: files_raw(Path(a[0]), a[1], a[2]),
    "files-client": lambda a: files_client(Path(a[0])),
    "timeseries": lambda a: timeseries(int(a[0])),
    "iterate": lambda a: iterate(int(a[0]), int(a[1]), int(a[2]) if len(a) > 2 else 100),
}

if __name__ == "__main__":
    argv = sys.argv[1:]
    if len(argv) >= 2 and argv[-2] == "--profile":
        PROFILE = argv[-1]
        argv = argv[:-2]
    MODES[argv[0]](argv[1:])
