"""Nanosecond edge values through write, read, aggregate and CSV; aggregates beside pandas' own."""

import io

import numpy as np
import pandas as pd
import pytest

import svc_client

EDGES = [1, 2**53 + 1, 1700000000123456789, 2**63 - 1]
END = 2**63 - 1
DOUBLES = [0.5, -2.25, 10.0, 3.75]
INTS = [7, -3, 2**62 + 11, 7]


@pytest.fixture
def container(svc, name):
    c = svc.create_container("timeseries", name)
    yield c
    svc.delete_container(c)


def channel(field):
    return svc_client.Channel("m", "dev", "lab", "sym", field)


def write_edges(svc, container):
    index = pd.DatetimeIndex(np.array(EDGES, dtype=np.int64).view("datetime64[ns]"))
    df = pd.DataFrame({"d": DOUBLES, "i": np.array(INTS, dtype=np.int64)}, index=index)
    assert svc.timeseries.write(
        container, df, measurement="m", device="dev", location="lab", symbolic_name="sym"
    ) == {"d": 4, "i": 4}


def test_raw_points_round_trip_exactly(svc, container):
    write_edges(svc, container)
    d = svc.timeseries.read(container, channel("d"), 0, END)
    assert d.index.asi8.tolist() == EDGES and d["d"].tolist() == DOUBLES
    i = svc.timeseries.read(container, channel("i"), 0, END, index="ns")
    assert i.index.tolist() == EDGES and i["i"].dtype == np.int64 and i["i"].tolist() == INTS
    # A Series with an int64 index, an inner range inclusive at both ends.
    s = pd.Series([1, 2], index=pd.Index([2**53 + 1, END], dtype=np.int64), name="s")
    svc.timeseries.write(container, s, measurement="m", device="dev", location="lab", symbolic_name="sym")
    got = svc.timeseries.read_points(container, channel("s"), 2**53 + 1, END)
    assert got == [(2**53 + 1, 1), (END, 2)]
    types = {c["field"]: c["valueType"] for c in svc.timeseries.channels(container)}
    assert types == {"d": "Double", "i": "Integer", "s": "Integer"}


def test_aggregates_match_pandas(svc, container):
    """shepard 5.2's rules: buckets aligned to the epoch, reported at floor(t/g)*g, empty ones left out."""
    write_edges(svc, container)
    g = 2**62
    first3 = pd.Series(DOUBLES[:3], index=EDGES[:3])
    counts = first3.value_counts()
    expected = {
        "COUNT": first3.count(),
        "SUM": first3.sum(),
        "MEAN": first3.mean(),
        "MEDIAN": first3.median(),
        "MIN": first3.min(),
        "MAX": first3.max(),
        "SPREAD": first3.max() - first3.min(),
        "STDDEV": first3.std(ddof=1),
        "FIRST": first3.iloc[0],
        "LAST": first3.iloc[-1],
        # MODE: the most frequent value, ties to the smallest.
        "MODE": counts[counts == counts.max()].index.min(),
    }
    for fn, want in expected.items():
        got = svc.timeseries.read_points(container, channel("d"), 1, EDGES[2], function=fn, group_by=g)
        assert len(got) == 1 and got[0][0] == 0, fn  # one bucket, reported at its aligned start
        assert got[0][1] == pytest.approx(want), fn
    # Without group_by the width is end - start, aligned to the epoch: this range answers two buckets.
    assert len(svc.timeseries.read_points(container, channel("d"), 1, END, function="MAX")) == 2
    # INTEGRAL is not a function of the legacy shelf (a 400, as 5.2 answers).
    with pytest.raises(ValueError):
        svc.timeseries.read_points(container, channel("d"), 1, END, function="INTEGRAL")
    cid = svc_client.timeseries._cid(container)
    query = {**channel("d").query(), "start": "1", "end": str(END), "function": "INTEGRAL"}
    with pytest.raises(svc_client.BadRequest):
        svc.get_json(f"/svc/api/timeseriesContainers/{cid}/payload", query)
    # Integers: SUM is exact beyond 2^53.
    assert svc.timeseries.read_points(container, channel("i"), 1, END, function="SUM", group_by=g) == [
        (0, 7 - 3 + 2**62 + 11),
        (g, 7),
    ]
    d = pd.Series(DOUBLES, index=EDGES)
    want = d.groupby([t // g * g for t in EDGES]).max()
    got = svc.timeseries.read(container, channel("d"), 1, END, function="MAX", group_by=g, index="ns")
    assert got.index.tolist() == want.index.tolist() == [0, 2**62]
    assert got["d"].tolist() == want.tolist()
    # fill NULL answers every bucket of the range, the empty ones null (COUNT too).
    filled = svc.timeseries.read(
        container, channel("i"), 0, END, function="COUNT", group_by=2**61, fill="NULL", index="ns"
    )
    assert filled.index.tolist() == [0, 2**61, 2**62, 3 * 2**61]
    assert filled["i"].isna().tolist() == [False, True, True, False]
    assert filled["i"].iloc[0] == 3 and filled["i"].iloc[3] == 1


def test_csv_export_and_import_keep_the_nanoseconds(svc, container, name):
    write_edges(svc, container)
    rows = svc.timeseries.read_csv(container, channel("i"), 0, END)
    assert rows["TIMESTAMP"].dtype == np.int64 and rows["TIMESTAMP"].tolist() == EDGES
    raw = svc.timeseries.export_csv(container, channel("d"), 0, END)
    assert b"9223372036854775807" in raw and b"1700000000123456789" in raw
    column = svc.timeseries.export_csv(container, channel("d"), 0, END, layout="COLUMN")
    assert column.splitlines()[0].startswith(b"timestamp,")
    other = svc.create_container("timeseries", name + "-import")
    try:
        svc.timeseries.import_csv(other, raw)
        back = svc.timeseries.read(other, channel("d"), 0, END, index="ns")
        assert back.index.tolist() == EDGES and back["d"].tolist() == DOUBLES
        buf = io.BytesIO()
        svc.timeseries.export_csv(other, channel("d"), 0, END, buf)
        assert buf.getvalue() == raw
    finally:
        svc.delete_container(other)


def test_timeseries_reference_metrics(svc, container, name):
    write_edges(svc, container)
    c = svc.create_collection(name)
    try:
        do = svc.create_data_object(c, "run")
        ref = svc.create_timeseries_reference(c, do, "edges", container, [channel("d")], 1, END)
        metrics = svc.timeseries.reference_metrics(c.id, do.id, ref.id, channel("d"))
        by_function = {m["function"]: m["value"] for m in metrics}
        assert (
            by_function["COUNT"] == 4
            and by_function["SUM"] == sum(DOUBLES)
            and by_function["MIN"] == min(DOUBLES)
        )
    finally:
        svc.delete_collection(c)


def test_a_large_frame_goes_in_bounded_batches_and_comes_back_in_pieces(svc, container):
    # More points than one answer carries (80,000): the read is planned from COUNT buckets.
    n = 90_000
    idx = pd.date_range("2024-01-01", periods=n, freq="ms")
    s = pd.Series(np.arange(n, dtype=np.float64) / 3, index=idx, name="big")
    svc.timeseries.write(
        container, s, measurement="m", device="dev", location="lab", symbolic_name="sym", batch_size=10_000
    )
    back = svc.timeseries.read(container, channel("big"), 0, END)
    assert back.index.equals(idx.tz_localize("UTC").rename("timestamp"))
    assert np.array_equal(back["big"].to_numpy(), s.to_numpy())


def test_fill_options_match_pandas(svc, container):
    write_edges(svc, container)
    g = 2**61
    d = pd.Series(DOUBLES, index=EDGES)
    buckets = pd.Index([0, g, 2 * g, 3 * g])
    grouped = d.groupby([t // g * g for t in EDGES]).max().reindex(buckets)
    expected = {
        "NULL": grouped,
        "NONE": grouped.dropna(),
        "PREVIOUS": grouped.ffill(),
        "LINEAR": grouped.interpolate(method="index", limit_area="inside"),
    }
    for fill, want in expected.items():
        got = svc.timeseries.read(
            container, channel("d"), 0, END, function="MAX", group_by=g, fill=fill, index="ns"
        )
        assert got.index.tolist() == want.index.tolist(), fill
        assert np.allclose(got["d"].to_numpy(dtype=float), want.to_numpy(dtype=float), equal_nan=True), fill


def test_buckets_answer_several_functions_in_one_read(svc, container):
    """/v2 buckets: every function as its own legacy aggregate answers it, one column each."""
    write_edges(svc, container)
    g = 2**62
    got = svc.timeseries.buckets(
        container, channel("i"), 1, END, g, ("COUNT", "SUM", "MIN", "MAX", "MEAN"), index="ns"
    )
    assert got.index.tolist() == [0, g]
    assert list(got.columns) == ["COUNT", "SUM", "MIN", "MAX", "MEAN"]
    for fn in ["COUNT", "SUM", "MIN", "MAX", "MEAN"]:
        want = svc.timeseries.read_points(container, channel("i"), 1, END, function=fn, group_by=g)
        assert [(int(t), v) for t, v in zip(got.index, got[fn].tolist(), strict=True)] == [
            (t, pytest.approx(v) if fn == "MEAN" else v) for t, v in want
        ], fn
    assert got["SUM"].iloc[0] == 7 - 3 + 2**62 + 11  # exact beyond 2^53
    # By legacy id as well as by Container, and the bounds named by the service.
    by_id = svc.timeseries.buckets(container.id, channel("d"), 1, END, g, ["MIN", "MAX"], index="ns")
    assert by_id["MAX"].tolist() == [10.0, 3.75]
    with pytest.raises(svc_client.BadRequest):
        svc.timeseries.buckets(container, channel("d"), 1, END, 1)
    with pytest.raises(ValueError):
        svc.timeseries.buckets(container, channel("d"), 1, END, g, ["MEDIAN"])
