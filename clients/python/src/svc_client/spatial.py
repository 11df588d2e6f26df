"""Spatial points (``svc.spatial``) to and from pandas: one row per point, ``x``, ``y``, ``z`` as
float64, ``timestamp`` as exact int64 nanoseconds (never through float), ``measurements`` and
``metadata`` as dicts (their integers exact). Containers exist while the service runs with
``svc.spatial-data.enabled``; otherwise every spatial route answers 404."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, Literal

from . import _json
from .models import Container

if TYPE_CHECKING:
    import pandas as pd

    from .svc import Svc

API = "/svc/api"
#: Points per POST: the API's own limit (all or nothing per batch).
BATCH = 10_000
#: Points one answer carries at most.
MAX_READ = 10_000
COLUMNS = ("timestamp", "x", "y", "z", "measurements", "metadata")
Operator = Literal["EQUALS", "GREATER_THAN", "LESS_THAN"]


def _pd() -> Any:
    try:
        import pandas as pd
    except ImportError as e:  # pragma: no cover
        raise ImportError("pandas is needed here: pip install 'svc-client[pandas]'") from e
    return pd


def _cid(container: int | Container) -> int:
    return container if isinstance(container, int) else container.id


def box(min_x: float, min_y: float, min_z: float, max_x: float, max_y: float, max_z: float) -> dict[str, Any]:
    """An axis-aligned bounding box, for ``geometry=``."""
    return {
        "type": "AXIS_ALIGNED_BOUNDING_BOX",
        "minX": min_x,
        "minY": min_y,
        "minZ": min_z,
        "maxX": max_x,
        "maxY": max_y,
        "maxZ": max_z,
    }


def sphere(x: float, y: float, z: float, radius: float) -> dict[str, Any]:
    """A bounding sphere, for ``geometry=``."""
    return {"type": "BOUNDING_SPHERE", "centerX": x, "centerY": y, "centerZ": z, "radius": radius}


def nearest(x: float, y: float, z: float, k: int) -> dict[str, Any]:
    """The ``k`` nearest neighbours of a point (nearest first), for ``geometry=``."""
    return {"type": "K_NEAREST_NEIGHBOR", "x": x, "y": y, "z": z, "k": int(k)}


def _missing(v: Any) -> bool:
    return v is None or (isinstance(v, float) and math.isnan(v)) or type(v).__name__ in ("NAType", "NaTType")


def _mapping(v: Any, what: str) -> dict[str, Any]:
    if isinstance(v, Mapping):
        return dict(v)
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return {}
    raise TypeError(f"{what} of a spatial point must be a dict, not {type(v).__name__}")


def _point(row: Mapping[str, Any]) -> dict[str, Any]:
    p: dict[str, Any] = {
        "x": float(row["x"]),
        "y": float(row["y"]),
        "z": float(row["z"]),
        "measurements": _mapping(row.get("measurements"), "measurements"),
        "metadata": _mapping(row.get("metadata"), "metadata"),
    }
    ts = row.get("timestamp")
    if ts is not None and not (isinstance(ts, float) and math.isnan(ts)):
        if isinstance(ts, float):
            raise TypeError("a spatial timestamp must be int64 nanoseconds or a Timestamp, not a float")
        p["timestamp"] = int(ts.value) if hasattr(ts, "value") else int(ts)
    return p


def _rows(points: Any) -> Iterable[Mapping[str, Any]]:
    if hasattr(points, "to_dict") and hasattr(points, "columns"):
        frame = points
        missing = {"x", "y", "z"} - set(frame.columns)
        if missing:
            raise ValueError(f"the DataFrame needs the columns x, y and z (missing: {sorted(missing)})")
        ts = frame["timestamp"] if "timestamp" in frame.columns else None
        if ts is not None and str(ts.dtype).startswith("float"):
            raise TypeError("a float timestamp column loses nanoseconds: use int64 or datetime64[ns]")
        stamps: list[Any] = [None] * len(frame)
        if ts is not None:
            if str(ts.dtype).startswith("datetime64"):
                pd = _pd()
                idx = pd.DatetimeIndex(ts)
                if idx.tz is not None:
                    idx = idx.tz_convert("UTC").tz_localize(None)
                stamps = [
                    None if na else int(v) for v, na in zip(idx.as_unit("ns").asi8, idx.isna(), strict=True)
                ]
            else:
                stamps = [None if _missing(v) else int(v) for v in ts.astype(object).tolist()]
        cols = {
            c: frame[c].tolist() for c in ("x", "y", "z", "measurements", "metadata") if c in frame.columns
        }
        for i in range(len(frame)):
            yield {**{c: v[i] for c, v in cols.items()}, "timestamp": stamps[i]}
    else:
        yield from points


class Spatial:
    """``svc.spatial``: see the module's doc. Containers as :class:`Container` or legacy id."""

    def __init__(self, svc: Svc) -> None:
        self.svc = svc

    def write(self, container: int | Container, points: Any, *, batch_size: int = BATCH) -> int:
        """Writes points: a DataFrame with columns ``x``, ``y``, ``z`` and optionally ``timestamp``
        (int64 ns or ``datetime64[ns]``; absent: the server's time), ``measurements`` and ``metadata``
        (dicts), or an iterable of such dicts. Sent in batches of at most 10,000, each all or
        nothing (a POST: never retried). Answers the number of points written.

        The batches before a failing one stay stored: whatever is raised then (the service's refusal
        of a batch, a connection failure, a bad row found later) carries ``.written``, the number of
        points stored by the batches before it, and a note saying so."""
        if not 1 <= batch_size <= BATCH:
            raise ValueError(f"batch_size must be between 1 and {BATCH}")
        path = f"{API}/spatialDataContainers/{_cid(container)}/payload"
        batch: list[dict[str, Any]] = []
        written = 0
        try:
            for row in _rows(points):
                batch.append(_point(row))
                if len(batch) == batch_size:
                    self.svc.post_json(path, batch)
                    written += len(batch)
                    batch = []
            if batch:
                self.svc.post_json(path, batch)
                written += len(batch)
        except Exception as e:
            e.written = written  # type: ignore[attr-defined]
            if written:
                e.add_note(
                    f"spatial.write: {written} points of the batches before this failure are stored "
                    f"in container {_cid(container)} (each batch is all or nothing, not the whole write)"
                )
            raise
        return written

    def points(
        self,
        container: int | Container,
        *,
        geometry: Mapping[str, Any] | None = None,
        metadata: Mapping[str, Any] | None = None,
        measurements: Iterable[tuple[str, Operator, float]] | None = None,
        start: int | None = None,
        end: int | None = None,
        skip: int | None = None,
        limit: int | None = None,
    ) -> list[dict[str, Any]]:
        """The matching points as dicts (exact ints), filters ANDed as the API documents them:
        ``geometry`` (see :func:`box`, :func:`sphere`, :func:`nearest`), ``metadata`` (containment),
        ``measurements`` (``(key path, operator, value)`` triples), ``start``/``end`` (inclusive ns),
        ``skip``, ``limit`` (at most 10,000: a read that matches more without one is a
        :class:`ValidationError`)."""
        if limit is not None and not 1 <= limit <= MAX_READ:
            raise ValueError(f"limit must be between 1 and {MAX_READ}")
        params: dict[str, Any] = {
            "geometryFilter": _json.dumps(dict(geometry)).decode() if geometry is not None else None,
            "metadataFilter": _json.dumps(dict(metadata)).decode() if metadata is not None else None,
            "measurementsFilter": _json.dumps(
                [{"key": k, "operator": op, "value": v} for k, op, v in measurements]
            ).decode()
            if measurements is not None
            else None,
            "startTime": None if start is None else str(int(start)),
            "endTime": None if end is None else str(int(end)),
            "skip": skip,
            "limit": limit,
        }
        got = self.svc.get_json(f"{API}/spatialDataContainers/{_cid(container)}/payload", params)
        return got if isinstance(got, list) else []

    def read(self, container: int | Container, **filters: Any) -> pd.DataFrame:
        """The matching points (filters as :meth:`points`) as a DataFrame with the columns
        ``timestamp`` (int64 ns, exact), ``x``, ``y``, ``z`` (float64), ``measurements`` and
        ``metadata`` (dicts), in the order the service answers (nearest first for ``nearest``)."""
        pd = _pd()
        got = self.points(container, **filters)
        import numpy as np

        return pd.DataFrame(
            {
                "timestamp": np.array([int(p["timestamp"]) for p in got], dtype=np.int64),
                "x": np.array([p["x"] for p in got], dtype=np.float64),
                "y": np.array([p["y"] for p in got], dtype=np.float64),
                "z": np.array([p["z"] for p in got], dtype=np.float64),
                "measurements": pd.Series([p.get("measurements") or {} for p in got], dtype=object),
                "metadata": pd.Series([p.get("metadata") or {} for p in got], dtype=object),
            },
            columns=list(COLUMNS),
        )
