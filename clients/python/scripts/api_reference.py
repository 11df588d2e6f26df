"""Writes the API reference of the hand-written layer (Markdown, to stdout) from its docstrings.

Run by `npm run client:python` into docs/python-client-api.md; the integration test compares.
"""

from __future__ import annotations

import inspect
import sys

import svc_client
from svc_client import files, spatial, timeseries

HEADER = """# Python client: API reference

[← README](../README.md) · [all docs](../README.md#documentation) · [the guide](python-client.md)

Generated from the docstrings of `svc_client` by `npm run client:python`: do not edit. The generated
layer `svc_client._api` (one module per operation of the OpenAPI document) is not listed here.
"""


def doc(obj: object) -> str:
    text = inspect.getdoc(obj) or ""
    return text.strip()


def signature(name: str, fn: object) -> str:
    try:
        sig = str(inspect.signature(fn))  # type: ignore[arg-type]
    except (TypeError, ValueError):
        sig = "(...)"
    return f"{name}{sig}".replace("self, ", "").replace("(self)", "()")


def members(cls: type) -> list[tuple[str, object]]:
    out = []
    for name, value in inspect.getmembers(cls):
        if name.startswith("_") and name != "__init__":
            continue
        if name == "__init__" or not (inspect.isfunction(value) or isinstance(value, property)):
            continue
        if getattr(value, "__module__", "").startswith("svc_client._api"):
            continue
        out.append((name, value))
    return out


def section(title: str, cls: type, out: list[str]) -> None:
    out.append(f"## {title}\n")
    if doc(cls):
        out.append(doc(cls) + "\n")
    for name, value in members(cls):
        if isinstance(value, property):
            out.append(f"### `{title.split()[0]}.{name}` (property)\n")
            if doc(value):
                out.append(doc(value) + "\n")
            continue
        out.append(f"### `{signature(name, value)}`\n")
        if doc(value):
            out.append(doc(value) + "\n")


def main() -> None:
    out = [HEADER]
    out.append("## `connect`\n")
    out.append(f"`{signature('connect', svc_client.connect)}`\n")
    out.append(doc(svc_client.connect) + "\n")
    section("Svc", svc_client.Svc, out)
    section("Files (svc.files)", files.Files, out)
    section("Timeseries (svc.timeseries)", timeseries.Timeseries, out)
    section("Spatial (svc.spatial)", spatial.Spatial, out)
    out.append("Geometries for `geometry=` (module `svc_client.spatial`):\n")
    for fn in (spatial.box, spatial.sphere, spatial.nearest):
        out.append(f"- `{signature(fn.__name__, fn)}`: {doc(fn)}")
    out.append("")
    section("Pages", svc_client.Pages, out)
    section("RetryPolicy", svc_client.RetryPolicy, out)
    out.append("## Results\n")
    for cls in (svc_client.Collection, svc_client.DataObject, svc_client.Reference, svc_client.Container,
                svc_client.FileRecord, svc_client.Channel, svc_client.Publication,
                svc_client.HdfContainer):
        fields = ", ".join(f"`{f}`" for f in cls.__dataclass_fields__)  # type: ignore[attr-defined]
        out.append(f"### `{cls.__name__}`\n")
        out.append((doc(cls) + "\n\n" if doc(cls) and not doc(cls).startswith(cls.__name__ + "(") else "") + f"Fields: {fields}.\n")
    out.append("## Errors\n")
    for name in sorted(n for n in svc_client.__all__ if isinstance(getattr(svc_client, n), type)
                       and issubclass(getattr(svc_client, n), Exception)):
        cls = getattr(svc_client, name)
        base = cls.__mro__[1].__name__
        out.append(f"- `{name}` ({base}): {doc(cls).splitlines()[0] if doc(cls) else ''}")
    out.append("")
    sys.stdout.write("\n".join(out).rstrip() + "\n")


if __name__ == "__main__":
    main()
