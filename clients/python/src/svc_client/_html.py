"""Small HTML tables for Jupyter (``_repr_html_``)."""

from __future__ import annotations

import html
from typing import Any


def table(title: str, rows: list[tuple[str, Any]]) -> str:
    cells = "".join(
        f"<tr><th style='text-align:left'>{html.escape(k)}</th><td style='text-align:left'>{html.escape(_show(v))}</td></tr>"
        for k, v in rows
        if v is not None and v != [] and v != {}
    )
    return f"<table><caption style='text-align:left'><b>{html.escape(title)}</b></caption>{cells}</table>"


def _show(v: Any) -> str:
    if isinstance(v, dict):
        return ", ".join(f"{k}={val}" for k, val in v.items())
    if isinstance(v, (list, tuple)):
        shown = ", ".join(str(x) for x in v[:20])
        return shown + (f", … ({len(v)} in all)" if len(v) > 20 else "")
    return str(v)
