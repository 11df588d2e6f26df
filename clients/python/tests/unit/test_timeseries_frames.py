"""DataFrame ⇄ points without float: the edge nanoseconds survive both ways."""

import json

import httpx
import numpy as np
import pandas as pd
import pytest
import respx

import svc_client
from svc_client.timeseries import frame, index_ns

EDGES = [1, 2**53 + 1, 1700000000123456789, 2**63 - 1]
BASE = "http://svc.test"
CH = svc_client.Channel("m", "d", "l", "s", "f")


def test_index_ns_is_exact_for_int_and_datetime_indexes():
    assert index_ns(pd.Index(np.array(EDGES, dtype=np.int64))) == EDGES
    dt = pd.DatetimeIndex(np.array(EDGES, dtype=np.int64).view("datetime64[ns]"))
    assert index_ns(dt) == EDGES
    assert index_ns(dt.tz_localize("UTC").tz_convert("Europe/Berlin")) == EDGES
    with pytest.raises(TypeError, match="never floats"):
        index_ns(pd.Index([1.0, 2.0]))
    with pytest.raises(ValueError):
        index_ns(pd.Index(np.array([-1], dtype=np.int64)))


def test_frame_keeps_the_index_exact_and_ints_as_int64():
    df = frame([(t, i) for i, t in enumerate(EDGES)], "f", index="ns")
    assert df.index.dtype == np.int64 and df.index.tolist() == EDGES
    assert df["f"].dtype == np.int64
    dt = frame([(t, 1.5) for t in EDGES], "f")
    assert dt.index.asi8.tolist() == EDGES and str(dt.index.tz) == "UTC"
    nullable = frame([(1, 3), (2, None)], "f")
    assert str(nullable["f"].dtype) == "Int64" and nullable["f"].iloc[0] == 3


@respx.mock
def test_write_sends_exact_ints_in_bounded_batches_and_skips_nan():
    bodies = []
    route = respx.post(f"{BASE}/svc/api/timeseriesContainers/7/payload").mock(
        side_effect=lambda r: (bodies.append(json.loads(r.content)), httpx.Response(201, json={}))[1]
    )
    svc = svc_client.connect(BASE, api_key="k", env={})
    idx = pd.DatetimeIndex(np.array(EDGES + [5], dtype=np.int64).view("datetime64[ns]"))
    df = pd.DataFrame({"a": [1.0, 2.0, np.nan, 4.0, 5.0], "b": [1, 2, 3, 4, 5]}, index=idx)
    written = svc.timeseries.write(
        7, df, measurement="m", device="d", location="l", symbolic_name="s", batch_size=2
    )
    assert written == {"a": 4, "b": 5}
    assert route.call_count == 2 + 3
    a_points = [p for b in bodies if b["timeseries"]["field"] == "a" for p in b["points"]]
    assert [p["timestamp"] for p in a_points] == [1, 2**53 + 1, 2**63 - 1, 5]
    assert all(type(p["value"]) is float for p in a_points)
    b_points = [p for b in bodies if b["timeseries"]["field"] == "b" for p in b["points"]]
    assert [p["timestamp"] for p in b_points] == EDGES + [5]
    assert all(type(p["value"]) is int for p in b_points)
    assert max(len(b["points"]) for b in bodies) == 2


@respx.mock
def test_write_batches_are_retried_as_idempotent():
    route = respx.post(f"{BASE}/svc/api/timeseriesContainers/7/payload").mock(
        side_effect=[httpx.Response(503), httpx.Response(201, json={})]
    )
    svc = svc_client.connect(BASE, api_key="k", env={}, retry=svc_client.RetryPolicy(sleep=lambda s: None))
    svc.timeseries.write_points(7, CH, [(1, 1)])
    assert route.call_count == 2


@respx.mock
def test_read_builds_an_exact_index_from_the_answer():
    body = (
        b'{"timeseries":{},"points":['
        + b",".join(b'{"timestamp":%d,"value":%d}' % (t, i) for i, t in enumerate(EDGES))
        + b"]}"
    )
    route = respx.get(f"{BASE}/svc/api/timeseriesContainers/7/payload").mock(
        return_value=httpx.Response(200, content=body)
    )
    svc = svc_client.connect(BASE, api_key="k", env={})
    df = svc.timeseries.read(7, CH, 0, 2**63 - 1, function="max", group_by=10, fill="linear")
    assert df.index.asi8.tolist() == EDGES
    q = route.calls[0].request.url.params
    assert (
        q["end"] == "9223372036854775807"
        and q["function"] == "MAX"
        and q["fill_option"] == "LINEAR"
        and q["group_by"] == "10"
    )
    with pytest.raises(ValueError):
        svc.timeseries.read(7, CH, function="AVG")  # type: ignore[arg-type]


def fake_store(points, limit=80_000):
    """A payload route over ``points`` that refuses raw answers above ``limit`` as the service does."""
    import bisect

    ts = [t for t, _ in points]

    def answer(request):
        q = request.url.params
        start, end = int(q["start"]), int(q["end"])
        lo, hi = bisect.bisect_left(ts, start), bisect.bisect_right(ts, end)
        if "function" not in q:
            if hi - lo > limit:
                return httpx.Response(
                    400,
                    json={
                        "type": "x/request.invalid",
                        "title": "t",
                        "status": 400,
                        "detail": "too many",
                        "violations": [{"field": "end", "message": "too many"}],
                    },
                )
            pts = points[lo:hi]
        else:
            assert q["function"] == "COUNT" and q["fill_option"] == "NONE"
            g = int(q["group_by"])
            counts = {}
            for t in ts[lo:hi]:
                counts[t // g * g] = counts.get(t // g * g, 0) + 1
            pts = sorted(counts.items())
        body = (
            b'{"timeseries":{},"points":['
            + b",".join(b'{"timestamp":%d,"value":%d}' % p for p in pts)
            + b"]}"
        )
        return httpx.Response(200, content=body)

    return answer


@respx.mock
def test_a_long_raw_range_is_read_in_planned_pieces_without_gaps_or_overlap():
    dense = [(1_700_000_000_000_000_000 + i, i) for i in range(150_000)]  # one bucket of the plan
    sparse = [(t, -k) for k, t in enumerate([1, 2**53 + 1, 2**62, 2**63 - 1])]
    points = sorted(dense + sparse)
    route = respx.get(f"{BASE}/svc/api/timeseriesContainers/7/payload").mock(side_effect=fake_store(points))
    svc = svc_client.connect(BASE, api_key="k", env={})
    got = svc.timeseries.read_points(7, CH, 0, 2**63 - 1)
    assert got == points
    raw_calls = [c for c in route.calls if "function" not in c.request.url.params]
    assert all(c.response.status_code in (200, 400) for c in raw_calls)
    assert route.call_count < 20


@respx.mock
def test_a_short_raw_range_is_one_request():
    points = [(t, 1) for t in EDGES]
    route = respx.get(f"{BASE}/svc/api/timeseriesContainers/7/payload").mock(side_effect=fake_store(points))
    svc = svc_client.connect(BASE, api_key="k", env={})
    assert svc.timeseries.read_points(7, CH) == points
    assert route.call_count == 1
