"""JSON as svc speaks it: integers stay exact Python ints (ids and nanosecond timestamps beyond 2^53
and up to 2^63-1), never floats; a double stays a float (``1.0`` is written back as ``1.0``)."""

from __future__ import annotations

import json
import numbers
from typing import Any


def loads(text: str | bytes) -> Any:
    # The standard library already parses an integer literal as an exact int; parse_int is named
    # here so that no one "optimises" it into float parsing.
    return json.loads(text, parse_int=int)


def _default(o: Any) -> Any:
    # numpy scalars (np.int64, np.float64, np.bool_) as their exact Python values.
    if isinstance(o, numbers.Integral):
        return int(o)
    if isinstance(o, numbers.Real):
        return float(o)
    item = getattr(o, "item", None)
    if callable(item):
        return item()
    raise TypeError(f"{type(o).__name__} is not JSON serialisable")


def dumps(value: Any) -> bytes:
    """Compact UTF-8 JSON; NaN and infinities are refused (JSON has none)."""
    return json.dumps(
        value, default=_default, allow_nan=False, separators=(",", ":"), ensure_ascii=False
    ).encode()
