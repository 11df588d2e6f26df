"""Timeseries with pandas: exact int64 nanoseconds both ways (never through float).

Timestamps are nanoseconds since the epoch. A ``datetime64[ns]`` index is an int64 underneath, so it
is converted with ``.asi8`` (no arithmetic, no float); an int64 index is sent as it is. Read answers
become a DataFrame whose index is built from the exact Python ints of the JSON answer.
"""

from __future__ import annotations

import io
import math
import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, Literal

from . import _json
from .errors import ValidationError
from .models import Channel, Container

if TYPE_CHECKING:
    import pandas as pd

    from .svc import Svc

API = "/svc/api"
#: Points per POST (the API takes at most 100,000; 10,000 keeps a request well under its limits).
BATCH = 10_000
#: The functions of the legacy shelf, as shepard 5.2 computes them (INTEGRAL is a 400 there).
Function = Literal[
    "COUNT", "FIRST", "LAST", "MODE", "SUM", "MEAN", "MEDIAN", "MIN", "MAX", "SPREAD", "STDDEV"
]
Fill = Literal["NULL", "NONE", "PREVIOUS", "LINEAR"]
FUNCTIONS: tuple[str, ...] = (
    "COUNT",
    "FIRST",
    "LAST",
    "MODE",
    "SUM",
    "MEAN",
    "MEDIAN",
    "MIN",
    "MAX",
    "SPREAD",
    "STDDEV",
)
FILLS: tuple[str, ...] = ("NULL", "NONE", "PREVIOUS", "LINEAR")
#: The functions ``buckets`` answers together (those the service combines from summaries).
BucketFunction = Literal["COUNT", "SUM", "MEAN", "MIN", "MAX", "FIRST", "LAST", "SPREAD"]
BUCKET_FUNCTIONS: tuple[str, ...] = ("COUNT", "SUM", "MEAN", "MIN", "MAX", "FIRST", "LAST", "SPREAD")
INT64_MAX = 2**63 - 1
#: Raw points planned per read when a range is refused as too long to answer in one request.
RAW_PIECE = 50_000


def _pd() -> Any:
    try:
        import pandas as pd
    except ImportError as e:  # pragma: no cover
        raise ImportError("pandas is needed here: pip install 'svc-client[pandas]'") from e
    return pd


def _cid(c: int | Container) -> int:
    return c if isinstance(c, int) else c.id


def index_ns(index: Any) -> list[int]:
    """The exact int64 nanoseconds of a DatetimeIndex (naive = UTC, aware = converted) or an integer index."""
    pd = _pd()
    import numpy as np

    if isinstance(index, pd.DatetimeIndex):
        if index.tz is not None:
            index = index.tz_convert("UTC").tz_localize(None)
        if index.hasnans:
            raise ValueError("the index holds NaT")
        return index.as_unit("ns").asi8.tolist()
    arr = np.asarray(index)
    if arr.dtype.kind in "iu":
        out = arr.astype(np.int64, casting="safe" if arr.dtype.kind == "i" else "unsafe").tolist()
        if any(v < 0 for v in out):
            raise ValueError("timestamps must be >= 0 ns")
        return out
    raise TypeError(f"the index must be datetime64[ns] or int64 nanoseconds, not {arr.dtype} (never floats)")


def _values(series: Any) -> list[Any]:
    """Python values of a column: exact ints, floats (NaN = no point), bools, strings."""
    import numpy as np

    arr = series.to_numpy()
    if arr.dtype.kind == "f":
        return [None if math.isnan(v) else v for v in arr.tolist()]
    if arr.dtype.kind in "iub":
        return arr.tolist()
    out = []
    for v in series.tolist():
        if v is None or (isinstance(v, float) and math.isnan(v)) or v is _pd().NA:
            out.append(None)
        elif isinstance(v, (np.integer, np.floating, np.bool_)):
            out.append(v.item())
        else:
            out.append(v)
    return out


class Timeseries:
    """``svc.timeseries``: write and read points, aggregates, CSV, references' metrics."""

    def __init__(self, svc: Svc) -> None:
        self.svc = svc

    def channels(self, container: int | Container) -> list[dict[str, Any]]:
        """The channels of a container with their id and ``valueType``."""
        return self.svc.get_json(f"{API}/timeseriesContainers/{_cid(container)}/timeseries")

    def write_points(
        self,
        container: int | Container,
        channel: Channel,
        points: Iterable[tuple[int, Any]],
        *,
        batch_size: int = BATCH,
    ) -> int:
        """Writes ``(timestamp_ns, value)`` pairs in batches; answers the number written.

        A point at an existing timestamp replaces it, so a batch sent twice changes nothing: the API
        makes this POST idempotent and the client retries it like a PUT.
        """
        if not 1 <= batch_size <= 100_000:
            raise ValueError("batch_size must be 1..100000")
        path = f"{API}/timeseriesContainers/{_cid(container)}/payload"
        head = b'{"timeseries":' + _json.dumps(channel.to_json()) + b',"points":['
        n = 0
        for batch in _batches(points, batch_size):
            body = (
                head
                + b",".join(b'{"timestamp":%d,"value":%s}' % (int(t), _json.dumps(v)) for t, v in batch)
                + b"]}"
            )
            self.svc.request(
                "POST", path, content=body, headers={"Content-Type": "application/json"}, idempotent=True
            )
            n += len(batch)
        return n

    def write(
        self,
        container: int | Container,
        data: pd.DataFrame | pd.Series,
        *,
        measurement: str,
        device: str,
        location: str,
        symbolic_name: str,
        field: str | None = None,
        batch_size: int = BATCH,
    ) -> dict[str, int]:
        """Writes a Series (one channel, ``field`` or the Series' name) or a DataFrame (one channel per
        column, the column's name as ``field``). The index is datetime64[ns] or int64 nanoseconds.
        Missing values (NaN, None, NA) are no points. Answers ``{field: points written}``."""
        pd = _pd()
        ts = index_ns(data.index)
        columns: list[tuple[str, Any]]
        if isinstance(data, pd.Series):
            name = field if field is not None else data.name
            if name is None:
                raise ValueError("pass field= for an unnamed Series")
            columns = [(str(name), data)]
        else:
            if field is not None:
                raise ValueError(
                    "a DataFrame writes one channel per column, named by the column: drop field="
                )
            columns = [(str(col), data[col]) for col in data.columns]
        out: dict[str, int] = {}
        for name, series in columns:
            ch = Channel(measurement, device, location, symbolic_name, name)
            pts = ((t, v) for t, v in zip(ts, _values(series), strict=True) if v is not None)
            out[name] = self.write_points(container, ch, pts, batch_size=batch_size)
        return out

    def _query(
        self,
        channel: Channel,
        start: int,
        end: int,
        function: str | None,
        group_by: int | None,
        fill: str | None,
    ) -> dict[str, Any]:
        if function is not None and function.upper() not in FUNCTIONS:
            raise ValueError(f"function must be one of {', '.join(FUNCTIONS)}")
        if fill is not None and fill.upper() not in FILLS:
            raise ValueError(f"fill must be one of {', '.join(FILLS)}")
        return {
            **channel.query(),
            "start": str(int(start)),
            "end": str(int(end)),
            "function": function.upper() if function else None,
            "group_by": None if group_by is None else str(int(group_by)),
            "fill_option": fill.upper() if fill else None,
        }

    def read_points(
        self,
        container: int | Container,
        channel: Channel,
        start: int = 0,
        end: int = INT64_MAX,
        *,
        function: Function | None = None,
        group_by: int | None = None,
        fill: Fill | None = None,
    ) -> list[tuple[int, Any]]:
        """The raw points of ``[start, end]`` (or the aggregate's buckets) as exact ``(ns, value)`` pairs.

        A raw range of any length is one request (beyond 5 MB the API answers a 303 to the same body in
        storage, which the connection follows); a range the API refuses as taking longer than one
        request may (a 400 naming ``end``) is read in pieces planned from a COUNT aggregate over it,
        in timestamp order, without gaps or overlap.
        """
        if function is not None:
            return self._get_points(container, channel, start, end, function, group_by, fill)
        return self._read_raw(container, channel, int(start), int(end), RAW_PIECE)

    def _get_points(
        self,
        container: int | Container,
        channel: Channel,
        start: int,
        end: int,
        function: str | None,
        group_by: int | None,
        fill: str | None,
    ) -> list[tuple[int, Any]]:
        got = self.svc.get_json(
            f"{API}/timeseriesContainers/{_cid(container)}/payload",
            self._query(channel, start, end, function, group_by, fill),
        )
        return [(int(p["timestamp"]), p.get("value")) for p in got.get("points", [])]

    def _read_raw(
        self, container: int | Container, channel: Channel, start: int, end: int, limit: int
    ) -> list[tuple[int, Any]]:
        try:
            return self._get_points(container, channel, start, end, None, None, None)
        except ValidationError as e:
            if not any(v.get("field") == "end" for v in e.violations) or start >= end:
                raise
        pieces = self._plan(container, channel, start, end, limit)
        if len(pieces) == 1:
            # One piece within the point limit is still too big: long string values. Halve the limit.
            if limit <= 1:
                raise ValueError(f"points at [{start}, {end}] do not fit one answer")
            pieces = self._plan(container, channel, start, end, max(1, limit // 4))
        out: list[tuple[int, Any]] = []
        for a, b in pieces:
            out.extend(
                self._read_raw(container, channel, a, b, limit if len(pieces) > 1 else max(1, limit // 4))
            )
        return out

    def _plan(
        self, container: int | Container, channel: Channel, start: int, end: int, limit: int
    ) -> list[tuple[int, int]]:
        """Cuts ``[start, end]`` into contiguous ranges of at most ``limit`` points each, from the point
        counts of about 1,000 epoch-aligned buckets (a bucket holding more is planned on its own)."""
        g = max(1, -(-(end - start + 1) // 1000))
        counts = self._get_points(container, channel, start, end, "COUNT", g, "NONE")
        pieces: list[tuple[int, int]] = []
        piece_start, in_piece = start, 0
        for bucket, n in counts:
            lo, hi = max(start, bucket), min(end, bucket + g - 1)
            if n > limit and g > 1:
                if in_piece:
                    pieces.append((piece_start, lo - 1))
                pieces.extend(self._plan(container, channel, lo, hi, limit))
                piece_start, in_piece = hi + 1, 0
                continue
            if in_piece + n > limit and in_piece:
                pieces.append((piece_start, lo - 1))
                piece_start, in_piece = lo, 0
            in_piece += n
        if piece_start <= end:
            if pieces and in_piece == 0:
                pieces[-1] = (pieces[-1][0], end)
            else:
                pieces.append((piece_start, end))
        return pieces

    def read(
        self,
        container: int | Container,
        channel: Channel,
        start: int = 0,
        end: int = INT64_MAX,
        *,
        function: Function | None = None,
        group_by: int | None = None,
        fill: Fill | None = None,
        index: Literal["datetime", "ns"] = "datetime",
    ) -> pd.DataFrame:
        """A DataFrame of one column (the channel's field). Its index is exactly the stored nanoseconds:
        ``datetime`` gives a UTC DatetimeIndex (datetime64[ns]), ``ns`` an int64 index named ``timestamp``.
        With ``function`` (and ``group_by`` ns, ``fill``) the aggregate, one row per bucket."""
        pts = self.read_points(
            container, channel, start, end, function=function, group_by=group_by, fill=fill
        )
        return frame(pts, channel.field, index=index)

    def buckets(
        self,
        container: int | Container,
        channel: Channel,
        start: int,
        end: int,
        group_by: int,
        functions: Iterable[BucketFunction] = ("COUNT", "MIN", "MAX", "MEAN"),
        *,
        index: Literal["datetime", "ns"] = "datetime",
    ) -> pd.DataFrame:
        """Several functions over the same epoch-aligned buckets of ``group_by`` ns, in one read
        (``/v2`` buckets): a DataFrame with one column per function, one row per bucket that holds
        points (at most 10,000 buckets over ``[start, end]``). Only the functions combined from
        summaries (COUNT, SUM, MEAN, MIN, MAX, FIRST, LAST, SPREAD); MIN and MAX with MEAN make a
        plot's envelope and line over a channel of any length at the cost of the buckets."""
        pd = _pd()
        fns = [f.upper() for f in functions]
        if not fns or any(f not in BUCKET_FUNCTIONS for f in fns):
            raise ValueError(f"functions must be some of {', '.join(BUCKET_FUNCTIONS)}")
        box = container if isinstance(container, Container) else None
        app_id = (box.app_id if box else None) or self.svc.container("timeseries", _cid(container)).app_id
        names = channel.query()
        found = [
            c
            for c in self.channels(container)
            if all(c.get("symbolicName" if k == "symbolic_name" else k) == v for k, v in names.items())
        ]
        if not found:
            raise ValueError(f"the container holds no channel {channel.to_json()}")
        got = self.svc.get_json(
            f"/v2/timeseries-containers/{app_id}/timeseries/{int(found[0]['id'])}/buckets",
            {
                "start": str(int(start)),
                "end": str(int(end)),
                "groupBy": str(int(group_by)),
                "functions": ",".join(dict.fromkeys(fns)),
            },
        )
        rows = got.get("buckets", [])
        columns = [
            frame([(int(b["timestamp"]), b.get(f)) for b in rows], f, index=index) for f in dict.fromkeys(fns)
        ]
        return pd.concat(columns, axis=1)

    def export_csv(
        self,
        container: int | Container,
        channel: Channel,
        start: int = 0,
        end: int = INT64_MAX,
        dest: str | os.PathLike[str] | IO[bytes] | None = None,
        *,
        layout: Literal["ROW", "COLUMN"] = "ROW",
    ) -> bytes | None:
        """The CSV export (``ROW``: upstream's DEVICE,…,TIMESTAMP,VALUE; ``COLUMN``: timestamp + one
        column per channel), streamed to ``dest`` or answered as bytes."""
        params = {**self._query(channel, start, end, None, None, None), "csv_format": layout}
        r = self.svc.request(
            "GET", f"{API}/timeseriesContainers/{_cid(container)}/export", params=params, stream=True
        )
        try:
            if dest is None:
                return r.read()
            if isinstance(dest, (str, os.PathLike)):
                with open(dest, "wb") as f:
                    f.writelines(r.iter_bytes(1 << 20))
            else:
                for piece in r.iter_bytes(1 << 20):
                    dest.write(piece)
            return None
        finally:
            r.close()

    def read_csv(
        self, container: int | Container, channel: Channel, start: int = 0, end: int = INT64_MAX
    ) -> pd.DataFrame:
        """The ROW export as a DataFrame; TIMESTAMP parsed as exact int64."""
        pd = _pd()
        import numpy as np

        raw = self.export_csv(container, channel, start, end)
        return pd.read_csv(
            io.BytesIO(raw or b""),
            dtype={
                "TIMESTAMP": np.int64,
                "DEVICE": str,
                "FIELD": str,
                "LOCATION": str,
                "MEASUREMENT": str,
                "SYMBOLICNAME": str,
            },
        )

    def import_csv(
        self, container: int | Container, source: str | os.PathLike[str] | bytes | IO[bytes]
    ) -> None:
        """Imports a CSV in either export layout (every row is checked before anything is written)."""
        if isinstance(source, (str, os.PathLike)):
            content: Any = Path(source).read_bytes()
        elif isinstance(source, bytes):
            content = source
        else:
            content = source.read()
        # Importing the same rows twice gives the same points: retried like a PUT.
        self.svc.request(
            "POST",
            f"{API}/timeseriesContainers/{_cid(container)}/import",
            files={"file": ("import.csv", content, "text/csv")},
            idempotent=True,
            timeout=300.0,
        )

    def reference_metrics(
        self, collection_id: int, data_object_id: int, reference_id: int, channel: Channel
    ) -> Any:
        """Every metric the channel's type allows over a timeseries reference's range (``.../metrics``)."""
        return self.svc.get_json(
            f"{API}/collections/{collection_id}/dataObjects/{data_object_id}/timeseriesReferences/{reference_id}/metrics",
            channel.query(),
        )


def frame(
    points: list[tuple[int, Any]], column: str, *, index: Literal["datetime", "ns"] = "datetime"
) -> pd.DataFrame:
    """A DataFrame from exact ``(ns, value)`` pairs; ints stay int64 (nullable ``Int64`` when buckets are empty)."""
    pd = _pd()
    import numpy as np

    ns = np.array([t for t, _ in points], dtype=np.int64)
    values = [v for _, v in points]
    kinds = {type(v) for v in values if v is not None}
    if kinds == {int}:
        col = pd.array(values, dtype="Int64") if None in values else np.array(values, dtype=np.int64)
    elif kinds <= {int, float}:
        col = np.array([np.nan if v is None else float(v) for v in values], dtype=np.float64)
    elif kinds == {bool}:
        col = pd.array(values, dtype="boolean")
    else:
        col = pd.array(values, dtype=object)
    if index == "ns":
        idx = pd.Index(ns, name="timestamp")
    else:
        idx = pd.DatetimeIndex(ns.view("datetime64[ns]"), name="timestamp").tz_localize("UTC")
    return pd.DataFrame({column: col}, index=idx)


def _batches(points: Iterable[tuple[int, Any]], size: int) -> Iterator[list[tuple[int, Any]]]:
    batch: list[tuple[int, Any]] = []
    for p in points:
        batch.append(p)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch
