"""The development shelf (``/v2``) beyond files: provenance, snapshots and their diff, templates'
forms and instantiation, term search and SPARQL. Everything else of ``/v2`` is in the generated
layer (``svc.api``)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from . import _json
from .models import Collection, DataObject
from .pages import Pages

if TYPE_CHECKING:
    import pandas as pd

    from .client import Connection


def _app_id(x: str | Collection | DataObject) -> str:
    if isinstance(x, str):
        return x
    if x.app_id is None:
        raise ValueError(f"{type(x).__name__} {x.id} has no appId")
    return x.app_id


class CursorPages(Pages[Any]):
    """A lazy list over a cursor-paged ``/v2`` route (``{items_key: [...], next: cursor}``)."""

    def __init__(
        self, conn: Connection, path: str, items_key: str, params: dict[str, Any], page_size: int
    ) -> None:
        super().__init__(lambda _p, _s: [], lambda x: x, page_size=page_size)
        self._conn, self._path, self._key, self._params = conn, path, items_key, params

    def __iter__(self) -> Iterator[Any]:
        cursor: str | None = None
        while True:
            got = self._conn.get_json(self._path, {**self._params, "limit": self.page_size, "cursor": cursor})
            yield from got.get(self._key, [])
            cursor = got.get("next")
            if not cursor:
                return


class V2:
    """Mixed into :class:`svc_client.Svc`."""

    # -- provenance ------------------------------------------------------------------------------
    def provenance(
        self: Any,
        entity: str | Collection | DataObject | None = None,
        *,
        agent: str | None = None,
        target_kind: str | None = None,
        since_ms: int | None = None,
        until_ms: int | None = None,
        limit: int | None = None,
    ) -> list[dict[str, Any]]:
        """Provenance activities (newest first): of one entity (a Collection, DataObject or appId), or
        all the caller may see. A casual user sees their own activities, an instance-admin all."""
        params = {
            "agent": agent,
            "targetKind": target_kind,
            "since": since_ms,
            "until": until_ms,
            "limit": limit,
        }
        if entity is not None:
            return self.get_json(f"/v2/provenance/entity/{_app_id(entity)}", params)
        return self.get_json("/v2/provenance/activities", params)

    def provenance_graph(
        self: Any,
        entity: str | Collection | DataObject | None = None,
        *,
        profile: str | None = "metadata4ing",
        limit: int | None = None,
    ) -> Any:
        """The same activities as an ``rdflib.Graph``: PROV-O from the service's JSON-LD (inline
        context, nothing fetched), with the metadata4ing profile (``m4i:``) unless ``profile=None``.
        Needs rdflib (``pip install 'svc-client[rdf]'``)."""
        try:
            import rdflib
        except ImportError as e:  # pragma: no cover
            raise ImportError("provenance_graph needs rdflib: pip install 'svc-client[rdf]'") from e
        accept = "application/ld+json" + (f"; profile={profile}" if profile else "")
        path = (
            f"/v2/provenance/entity/{_app_id(entity)}" if entity is not None else "/v2/provenance/activities"
        )
        r = self.request("GET", path, params={"limit": limit}, headers={"Accept": accept})
        return rdflib.Graph().parse(data=r.content, format="json-ld")

    # -- snapshots -------------------------------------------------------------------------------
    def create_snapshot(
        self: Any, collection: str | Collection, *, wait: float | None = 60.0
    ) -> dict[str, Any]:
        """Snapshots a Collection; with ``wait`` (seconds) polls until it is COMPLETE or FAILED.

        A POST: sent once (a retry could take two snapshots)."""
        snap = self.post_json(f"/v2/collections/{_app_id(collection)}/snapshots", None)
        deadline = time.monotonic() + (wait or 0)
        while (
            wait is not None and snap.get("status") in ("PENDING", "RUNNING") and time.monotonic() < deadline
        ):
            time.sleep(0.2)
            snap = self.get_json(f"/v2/snapshots/{snap['appId']}")
        return snap

    def snapshots(self: Any, collection: str | Collection, *, page_size: int = 100) -> Pages[dict[str, Any]]:
        """A Collection's snapshots, newest first, lazily paged by cursor."""
        return CursorPages(
            self, f"/v2/collections/{_app_id(collection)}/snapshots", "snapshots", {}, page_size
        )

    def diff_snapshots(self: Any, a: str | dict[str, Any], b: str | dict[str, Any]) -> dict[str, Any]:
        """What changed from snapshot ``a`` to ``b``: ``added``, ``removed``, ``changed`` (every page
        gathered) and ``unchangedCount``."""
        a_id = a if isinstance(a, str) else a["appId"]
        b_id = b if isinstance(b, str) else b["appId"]
        out: dict[str, Any] = {"added": [], "removed": [], "changed": [], "unchangedCount": 0}
        cursor: str | None = None
        while True:
            got = self.get_json(f"/v2/snapshots/{a_id}/diff/{b_id}", {"cursor": cursor, "limit": 1000})
            for k in ("added", "removed", "changed"):
                out[k].extend(got.get(k, []))
            out["unchangedCount"] = got.get("unchangedCount", out["unchangedCount"])
            cursor = got.get("next")
            if not cursor:
                return out

    # -- templates -------------------------------------------------------------------------------
    def template_form(self: Any, template_app_id: str) -> dict[str, Any]:
        """The form descriptor of a template: groups of fields (predicate, label, editor, required, …)."""
        return self.get_json(f"/v2/templates/{template_app_id}/form")

    def instantiate(
        self: Any,
        template_app_id: str,
        collection: str | Collection,
        values: dict[str, str] | None = None,
        *,
        name: str | None = None,
        description: str | None = None,
    ) -> DataObject:
        """A DataObject from a template, ``values`` keyed by the form's ``attributeKey``s. Values that
        break the template's shape raise :class:`ValidationError` whose ``violations`` name the fields."""
        body = {
            "collectionAppId": _app_id(collection),
            "name": name,
            "description": description,
            "attributes": dict(values or {}),
        }
        return DataObject.from_json(self.post_json(f"/v2/templates/{template_app_id}/instantiate", body))

    # -- shapes ----------------------------------------------------------------------------------
    def build_shape(self: Any, model: dict[str, Any]) -> dict[str, Any]:
        """A SHACL shape from a model (``targetClass``, ``properties`` with ``path``, ``datatype``,
        ``minCount``, …): ``{shapeIri, shapeGraph}`` (Turtle). Builds only, stores nothing."""
        return self.post_json("/v2/shapes/build", model, idempotent=True)

    def validate_shape(self: Any, data_turtle: str, shape_turtle: str) -> dict[str, Any]:
        """Validates RDF data against a shape: ``{conforms, violations}``. Stores nothing."""
        body = {"dataTurtle": data_turtle, "shapeTurtle": shape_turtle}
        return self.post_json("/v2/shapes/validate", body, idempotent=True)

    # -- semantics -------------------------------------------------------------------------------
    def search_terms(self: Any, q: str, *, limit: int | None = None) -> list[dict[str, Any]]:
        """Ontology terms matching ``q``: ``{uri, label, description}``."""
        return self.get_json("/v2/semantic/terms/search", {"q": q, "limit": limit})

    def internal_repository(self: Any) -> dict[str, Any]:
        """The INTERNAL semantic repository (its ``appId`` is what :meth:`sparql` takes)."""
        return self.get_json("/v2/semantic/internal-repository")

    def sparql(self: Any, repository_app_id: str, query: str) -> pd.DataFrame:
        """A SELECT query's bindings as a DataFrame (one column per variable, values as strings;
        unbound cells are None). Short queries go as an idempotent GET, long ones as a POST."""
        import pandas as pd

        headers = {"Accept": "application/sparql-results+json"}
        path = f"/v2/semantic/{repository_app_id}/sparql"
        if len(query) <= 2000:
            r = self.request("GET", path, params={"query": query}, headers=headers)
        else:
            headers["Content-Type"] = "application/sparql-query"
            r = self.request("POST", path, content=query.encode(), headers=headers, idempotent=True)
        doc = _json.loads(r.content)
        columns = doc.get("head", {}).get("vars", [])
        rows = [
            {v: (b.get(v) or {}).get("value") for v in columns}
            for b in doc.get("results", {}).get("bindings", [])
        ]
        return pd.DataFrame(rows, columns=columns, dtype=object)
