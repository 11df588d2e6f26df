"""Spatial points as DataFrames and publishing with PIDs, on the gateway of its own
(SVC_TEST_GATEWAY_PRIVATE: svc.spatial-data.enabled, svc.versioning.enabled with the local minter,
instance id ``py-client``)."""

import numpy as np
import pandas as pd
import pytest

import svc_client
from svc_client.spatial import box, nearest, sphere

EDGES = [1, 2**53 + 1, 1_700_000_000_123_456_789, 2**63 - 1]


@pytest.fixture
def points():
    return pd.DataFrame(
        {
            "timestamp": np.array(EDGES, dtype=np.int64),
            "x": [0.0, 1.0, 2.0, 10.0],
            "y": [0.0, 1.0, 2.0, 10.0],
            "z": [0.0, 0.5, 1.0, 10.0],
            "measurements": [{"t": 20.5}, {"t": 21.0, "n": 2**53 + 1}, {"t": 22.5}, {"t": 99.0}],
            "metadata": [{"probe": "a"}, {"probe": "b"}, {"probe": "a", "tags": ["x"]}, {"probe": "c"}],
        }
    )


def test_spatial_points_round_trip_as_a_dataframe_with_exact_nanoseconds(private, name, points):
    c = private.create_container("spatial", name)
    assert private.spatial.write(c, points, batch_size=3) == 4  # two batches
    back = private.spatial.read(c, limit=100).sort_values("timestamp", kind="stable").reset_index(drop=True)
    assert back["timestamp"].dtype == np.int64 and back["timestamp"].tolist() == EDGES
    assert back[["x", "y", "z"]].equals(points[["x", "y", "z"]])
    assert back["measurements"].tolist() == points["measurements"].tolist()  # 2^53+1 exact
    assert back["metadata"].tolist() == points["metadata"].tolist()


def test_spatial_filters(private, name, points):
    c = private.create_container("spatial", name)
    private.spatial.write(c, points)
    in_box = private.spatial.read(c, geometry=box(-0.5, -0.5, -0.5, 1.5, 1.5, 1.5))
    assert sorted(in_box["timestamp"].tolist()) == EDGES[:2]
    near = private.spatial.read(c, geometry=nearest(9.0, 9.0, 9.0, 2))
    assert near["timestamp"].tolist() == [EDGES[3], EDGES[2]]  # nearest first
    ball = private.spatial.read(c, geometry=sphere(2.0, 2.0, 1.0, 0.1))
    assert ball["timestamp"].tolist() == [EDGES[2]]
    tagged = private.spatial.read(c, metadata={"probe": "a"})
    assert sorted(tagged["timestamp"].tolist()) == [EDGES[0], EDGES[2]]
    warm = private.spatial.read(c, measurements=[("t", "GREATER_THAN", 21.5)], geometry=box(0, 0, 0, 5, 5, 5))
    assert warm["timestamp"].tolist() == [EDGES[2]]
    window = private.spatial.read(c, start=EDGES[1], end=EDGES[2])
    assert sorted(window["timestamp"].tolist()) == EDGES[1:3]
    with pytest.raises(svc_client.ValidationError) as e:
        private.spatial.read(c, geometry={"type": "NO_SUCH_SHAPE"})
    assert "geometryFilter" in str(e.value)


def test_publish_list_resolve_and_withdraw_pids(private, name):
    c = private.create_collection(name, description="published from Python")
    first = private.publish(c)
    assert first.pid == f"svc:py-client:collection:{c.app_id}:v1" and first.version == 1
    assert first.checksum.startswith("sha256:") and first.doi is None and not first.withdrawn
    assert private.publish(c) == first  # an unchanged revision: the same record
    private.update_collection(c, name=f"{name} v2", description="changed")
    second = private.publish(c, license="https://creativecommons.org/licenses/by/4.0/")
    assert second.version == 2 and second.license == "https://creativecommons.org/licenses/by/4.0/"
    assert [p.pid for p in private.pids(c)] == [first.pid, second.pid]
    assert [p.version for p in private.pids(c.app_id, kind="collection")] == [1, 2]
    record = private.pid_record(first)
    assert first.pid in str(record)
    gone = private.withdraw(first, "superseded by v2")
    assert gone.withdrawn and gone.withdrawal_reason == "superseded by v2"
    assert private.withdraw(first.pid, "superseded by v2").withdrawn  # idempotent
    with pytest.raises(svc_client.SvcError) as e:
        private.pid_record(first)
    assert e.value.status == 410
    assert [p.status for p in private.pids(c)] == ["withdrawn", "published"]


def test_publish_a_data_object_privately(private, name):
    c = private.create_collection(name)
    d = private.create_data_object(c, "run 1")
    p = private.publish(d, public=False)
    assert p.pid == f"svc:py-client:dataobject:{d.app_id}:v1" and p.kind == "dataobject" and not p.public
    assert [x.pid for x in private.pids(d)] == [p.pid]
    with pytest.raises(svc_client.NotFound):
        private.pid_record(p)  # not public: no public record


def test_publishing_needs_versioning(svc, name):
    # The main gateway keeps svc.versioning.enabled off: a Conflict naming the setting.
    c = svc.create_collection(name)
    with pytest.raises(svc_client.Conflict) as e:
        svc.publish(c)
    assert e.value.problem.get("setting") == "svc.versioning.enabled"
