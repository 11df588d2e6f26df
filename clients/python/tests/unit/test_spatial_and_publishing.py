"""Spatial points to and from DataFrames (exact int64 ns), publishing and PIDs (mocked transport)."""

import json

import httpx
import numpy as np
import pandas as pd
import pytest
import respx

import svc_client
from svc_client.spatial import box, nearest

BASE = "http://svc.test"
EDGE = 2**63 - 1


def svc():
    return svc_client.connect(
        BASE, api_key="k", env={}, progress=False, retry=svc_client.RetryPolicy(sleep=lambda s: None)
    )


@respx.mock
def test_a_frame_goes_in_batches_with_exact_timestamps():
    post = respx.post(f"{BASE}/svc/api/spatialDataContainers/7/payload").mock(
        return_value=httpx.Response(204)
    )
    frame = pd.DataFrame(
        {
            "x": [0.0, 1.5, 2.0],
            "y": [0, 1, 2],
            "z": [0.0, 0.0, -1.0],
            "timestamp": np.array([1, 2**53 + 1, EDGE], dtype=np.int64),
            "measurements": [{"t": 1}, {"t": 2**62 + 3}, None],
        }
    )
    assert svc().spatial.write(7, frame, batch_size=2) == 3
    batches = [json.loads(c.request.content) for c in post.calls]
    assert [len(b) for b in batches] == [2, 1]
    # Parsed from the request text: the ints are exact there, not doubles.
    assert [p["timestamp"] for b in batches for p in b] == [1, 2**53 + 1, EDGE]
    assert b'"timestamp":9223372036854775807' in post.calls[1].request.content.replace(b" ", b"")
    assert batches[0][1]["measurements"] == {"t": 2**62 + 3} and batches[1][0]["measurements"] == {}
    assert batches[0][1]["y"] == 1.0 and batches[0][0]["metadata"] == {}


@respx.mock
def test_a_datetime_column_is_sent_as_its_nanoseconds_and_a_float_one_is_refused():
    post = respx.post(f"{BASE}/svc/api/spatialDataContainers/7/payload").mock(
        return_value=httpx.Response(204)
    )
    stamps = pd.to_datetime([1_700_000_000_123_456_789], unit="ns", utc=True)
    svc().spatial.write(7, pd.DataFrame({"x": [1.0], "y": [2.0], "z": [3.0], "timestamp": stamps}))
    assert json.loads(post.calls[0].request.content)[0]["timestamp"] == 1_700_000_000_123_456_789
    with pytest.raises(TypeError, match="float"):
        svc().spatial.write(7, pd.DataFrame({"x": [1.0], "y": [2.0], "z": [3.0], "timestamp": [1.0]}))
    with pytest.raises(ValueError, match="x, y and z"):
        svc().spatial.write(7, pd.DataFrame({"x": [1.0], "y": [2.0]}))


def _problem(status, code, detail):
    return httpx.Response(
        status,
        headers={"Content-Type": "application/problem+json"},
        json={
            "type": f"https://svc.example.org/errors/{code}",
            "title": "T",
            "status": status,
            "detail": detail,
        },
    )


@respx.mock
def test_a_failing_later_batch_says_how_many_points_the_earlier_ones_stored():
    post = respx.post(f"{BASE}/svc/api/spatialDataContainers/7/payload").mock(
        side_effect=[httpx.Response(204), _problem(400, "request.invalid", "bad point"), httpx.Response(204)]
    )
    frame = pd.DataFrame({"x": [0.0] * 5, "y": [1.0] * 5, "z": [2.0] * 5})
    with pytest.raises(svc_client.BadRequest) as e:
        svc().spatial.write(7, frame, batch_size=2)
    assert e.value.written == 2 and post.call_count == 2  # the third batch is not sent
    assert any("2 points of the batches before this failure are stored" in n for n in e.value.__notes__)
    # A bad row found in a later batch: the same count, on the error of the row.
    rows = [{"x": 0, "y": 0, "z": 0}] * 3 + [{"x": 0, "y": 0}]
    with pytest.raises(KeyError) as k:
        svc().spatial.write(7, rows, batch_size=3)
    assert k.value.written == 3 and post.call_count == 3
    # Failing at once: nothing stored, and it says 0.
    post.side_effect = [_problem(400, "request.invalid", "bad point")]
    with pytest.raises(svc_client.BadRequest) as first:
        svc().spatial.write(7, frame)
    assert first.value.written == 0


@respx.mock
def test_a_read_is_a_frame_with_exact_int64_timestamps_and_the_filters_as_json_text():
    body = (
        b'[{"timestamp":9223372036854775807,"x":1.0,"y":2.0,"z":3.0,"measurements":{"n":9007199254740993},'
        b'"metadata":{"k":"v"}},{"timestamp":1,"x":-1.0,"y":0.0,"z":0.5,"measurements":{},"metadata":{}}]'
    )
    get = respx.get(f"{BASE}/svc/api/spatialDataContainers/7/payload").mock(
        return_value=httpx.Response(200, content=body, headers={"content-type": "application/json"})
    )
    df = svc().spatial.read(
        7,
        geometry=box(0, 0, 0, 10, 10, 10),
        metadata={"k": "v"},
        measurements=[("n", "GREATER_THAN", 1)],
        start=1,
        end=EDGE,
        limit=5,
    )
    assert list(df.columns) == ["timestamp", "x", "y", "z", "measurements", "metadata"]
    assert df["timestamp"].dtype == np.int64 and df["timestamp"].tolist() == [EDGE, 1]
    assert df["x"].dtype == np.float64 and df["measurements"][0] == {"n": 2**53 + 1}
    q = get.calls[0].request.url.params
    assert json.loads(q["geometryFilter"])["type"] == "AXIS_ALIGNED_BOUNDING_BOX"
    assert json.loads(q["measurementsFilter"]) == [{"key": "n", "operator": "GREATER_THAN", "value": 1}]
    assert q["startTime"] == "1" and q["endTime"] == str(EDGE) and q["limit"] == "5"
    assert "skip" not in q
    # The nearest filter alone: the request carries it as the API's K_NEAREST_NEIGHBOR and nothing else.
    svc().spatial.read(7, geometry=nearest(0.5, -1, 2**53 + 1, 3))
    q2 = get.calls[1].request.url.params
    assert json.loads(q2["geometryFilter"]) == {
        "type": "K_NEAREST_NEIGHBOR",
        "x": 0.5,
        "y": -1,
        "z": 2**53 + 1,
        "k": 3,
    }
    assert set(q2.keys()) == {"geometryFilter"}
    with pytest.raises(ValueError, match="limit"):
        svc().spatial.read(7, limit=10_001)


PUB = {
    "pid": "svc:i:collection:c-1:v1",
    "suffix": "collection:c-1:v1",
    "kind": "collection",
    "appId": "c-1",
    "collectionAppId": "c-1",
    "version": 1,
    "revision": 1,
    "minter": "local",
    "checksum": "sha256:" + "0" * 64,
    "title": "t",
    "public": True,
    "license": None,
    "status": "published",
    "publishedAt": "2026-11-27T08:00:00.000Z",
    "publishedBy": "u",
    "withdrawnAt": None,
    "withdrawalReason": None,
}


@respx.mock
def test_publish_and_withdraw_are_retried_as_the_api_makes_them_idempotent():
    unavailable = httpx.Response(503, headers={"retry-after": "0"})
    publish = respx.post(f"{BASE}/v2/collections/c-1/publish").mock(
        side_effect=[unavailable, httpx.Response(201, json=PUB)]
    )
    s = svc()
    p = s.publish("c-1", kind="collection", license="https://creativecommons.org/licenses/by/4.0/")
    assert p.pid == PUB["pid"] and p.version == 1 and p.doi is None and publish.call_count == 2
    assert json.loads(publish.calls[1].request.content) == {
        "license": "https://creativecommons.org/licenses/by/4.0/"
    }
    withdrawn = {**PUB, "status": "withdrawn", "withdrawnAt": "2026-11-27T09:00:00Z", "withdrawalReason": "r"}
    w = respx.post(f"{BASE}/v2/pids/withdraw").mock(
        side_effect=[unavailable, httpx.Response(200, json=withdrawn)]
    )
    out = s.withdraw(p, "r")
    assert out.withdrawn and w.call_count == 2
    assert json.loads(w.calls[0].request.content) == {"pid": PUB["pid"], "reason": "r"}
    assert "withdrawn: r" in out._repr_html_()


@respx.mock
def test_pids_of_a_data_object_name_dois_and_a_bare_app_id_needs_its_kind():
    doi = {
        **PUB,
        "pid": "10.5072/svc-dataobject-d-1-v1",
        "kind": "dataobject",
        "appId": "d-1",
        "minter": "datacite",
    }
    respx.get(f"{BASE}/v2/data-objects/d-1/pids").mock(
        return_value=httpx.Response(200, json={"appId": "d-1", "publications": [doi]})
    )
    d = svc_client.DataObject.from_json({"id": 3, "appId": "d-1", "name": "d", "collectionId": 1})
    [p] = svc().pids(d)
    assert p.doi == "10.5072/svc-dataobject-d-1-v1"
    with pytest.raises(ValueError, match="kind="):
        svc().pids("d-1")
    kip = respx.get(f"{BASE}/v2/.well-known/kip/collection:c-1:v1").mock(
        return_value=httpx.Response(
            410, json={"type": "x/gone", "title": "Gone", "status": 410, "detail": "withdrawn"}
        )
    )
    with pytest.raises(svc_client.SvcError) as e:
        svc().pid_record(svc_client.Publication.from_json(PUB))
    assert e.value.status == 410 and kip.call_count == 1
