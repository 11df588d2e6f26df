"""First figures of the Python client (issue 32's full bench, 1 GiB beside a raw S3 PUT/GET, is to come).

    python bench/quick.py files <MiB>         against SVC_URL (a gateway whose storage presigns), SVC_API_KEY
    python bench/quick.py timeseries <points>

files: a random file of <MiB> up through the presigned flow and back, byte-compared, with the peak
RSS of this process; timeseries: a Series of <points> doubles at 1 ms written in batches and read
back whole (planned pieces), compared exactly.
"""

import filecmp
import os
import resource
import sys
import tempfile
import time

import numpy as np
import pandas as pd

import svc_client


def peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def files(svc: svc_client.Svc, mib: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        src, out = os.path.join(tmp, "in.bin"), os.path.join(tmp, "out.bin")
        with open(src, "wb") as f:
            f.writelines(os.urandom(1 << 20) for _ in range(mib))
        c = svc.create_container("file", "bench")
        t = time.perf_counter()
        rec = svc.files.upload(c, src)
        up = time.perf_counter() - t
        t = time.perf_counter()
        svc.files.download(c, rec.oid, out)
        down = time.perf_counter() - t
        same = filecmp.cmp(src, out, shallow=False)
        svc.delete_container(c)
    print(
        f"files {mib} MiB: up {mib / up:.0f} MiB/s, down {mib / down:.0f} MiB/s, same bytes {same}, peak RSS {peak_rss_mib():.0f} MiB"
    )


def timeseries(svc: svc_client.Svc, n: int) -> None:
    c = svc.create_container("timeseries", "bench")
    idx = pd.Index(np.arange(n, dtype=np.int64) * 1_000_000 + 1_700_000_000_123_456_789)
    s = pd.Series(np.random.rand(n), index=idx, name="v")
    t = time.perf_counter()
    svc.timeseries.write(c, s, measurement="m", device="d", location="l", symbolic_name="s")
    w = time.perf_counter() - t
    t = time.perf_counter()
    back = svc.timeseries.read(c, svc_client.Channel("m", "d", "l", "s", "v"), index="ns")
    r = time.perf_counter() - t
    exact = back.index.equals(pd.Index(idx, name="timestamp")) and np.array_equal(
        back["v"].to_numpy(), s.to_numpy()
    )
    svc.delete_container(c)
    print(
        f"timeseries {n} points: write {n / w:,.0f} pts/s ({w:.1f} s), read {n / r:,.0f} pts/s ({r:.1f} s), exact {exact}"
    )


if __name__ == "__main__":
    what, size = sys.argv[1], int(sys.argv[2])
    with svc_client.connect(progress=False) as svc:
        {"files": files, "timeseries": timeseries}[what](svc, size)
