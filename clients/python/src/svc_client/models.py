"""Typed results of the hand-written layer. Each keeps the server's JSON in ``raw``; ``id`` is the
legacy int64 id (an exact int), ``app_id`` the UUID that the ``/v2`` routes take."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import _html


def _ints(v: Any) -> list[int]:
    return [int(x) for x in v] if isinstance(v, list) else []


@dataclass(frozen=True)
class Entity:
    id: int
    app_id: str | None
    name: str
    created_at: str | None
    created_by: str | None
    updated_at: str | None
    updated_by: str | None
    raw: dict[str, Any] = field(repr=False, compare=False)

    @classmethod
    def _base(cls, raw: dict[str, Any]) -> dict[str, Any]:
        return {
            "id": int(raw["id"]),
            "app_id": raw.get("appId"),
            "name": raw.get("name", ""),
            "created_at": raw.get("createdAt"),
            "created_by": raw.get("createdBy"),
            "updated_at": raw.get("updatedAt"),
            "updated_by": raw.get("updatedBy"),
            "raw": raw,
        }

    def _rows(self) -> list[tuple[str, Any]]:
        return [
            ("id", self.id),
            ("appId", self.app_id),
            ("created", f"{self.created_at} by {self.created_by}"),
        ]

    def _repr_html_(self) -> str:
        return _html.table(f"{type(self).__name__} {self.name}", self._rows())


@dataclass(frozen=True)
class Collection(Entity):
    description: str | None = None
    attributes: dict[str, str] = field(default_factory=dict)
    data_object_ids: list[int] = field(default_factory=list)
    revision: int | None = None

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Collection:
        return cls(
            **cls._base(raw),
            description=raw.get("description"),
            attributes=dict(raw.get("attributes") or {}),
            data_object_ids=_ints(raw.get("dataObjectIds")),
            revision=raw.get("revision"),
        )

    def _rows(self) -> list[tuple[str, Any]]:
        return [
            *super()._rows(),
            ("description", self.description),
            ("attributes", self.attributes),
            ("DataObjects", self.data_object_ids),
        ]


@dataclass(frozen=True)
class DataObject(Entity):
    collection_id: int = 0
    description: str | None = None
    attributes: dict[str, str] = field(default_factory=dict)
    parent_id: int | None = None
    children_ids: list[int] = field(default_factory=list)
    predecessor_ids: list[int] = field(default_factory=list)
    successor_ids: list[int] = field(default_factory=list)
    reference_ids: list[int] = field(default_factory=list)

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> DataObject:
        return cls(
            **cls._base(raw),
            collection_id=int(raw.get("collectionId") or 0),
            description=raw.get("description"),
            attributes=dict(raw.get("attributes") or {}),
            parent_id=raw.get("parentId"),
            children_ids=_ints(raw.get("childrenIds")),
            predecessor_ids=_ints(raw.get("predecessorIds")),
            successor_ids=_ints(raw.get("successorIds")),
            reference_ids=_ints(raw.get("referenceIds")),
        )

    def _rows(self) -> list[tuple[str, Any]]:
        return [
            *super()._rows(),
            ("Collection", self.collection_id),
            ("description", self.description),
            ("attributes", self.attributes),
            ("parent", self.parent_id),
            ("children", self.children_ids),
            ("predecessors", self.predecessor_ids),
            ("references", self.reference_ids),
        ]


@dataclass(frozen=True)
class Reference(Entity):
    """Any reference of a DataObject; ``type`` is the server's kind (``URIReference``, ``FileReference``, …)."""

    type: str | None = None
    data_object_id: int | None = None

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Reference:
        return cls(**cls._base(raw), type=raw.get("type"), data_object_id=raw.get("dataObjectId"))

    def _rows(self) -> list[tuple[str, Any]]:
        extra = [
            (k, v)
            for k, v in self.raw.items()
            if k not in {"id", "appId", "name", "createdAt", "createdBy", "updatedAt", "updatedBy"}
        ]
        return [*super()._rows(), *extra]


@dataclass(frozen=True)
class Container(Entity):
    """A payload container: ``kind`` is the server's type (FILE, TIMESERIES, STRUCTUREDDATA, SPATIALDATA)."""

    kind: str = ""
    oid: str | None = None

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Container:
        return cls(**cls._base(raw), kind=str(raw.get("type", "")), oid=raw.get("oid"))

    def _rows(self) -> list[tuple[str, Any]]:
        return [("kind", self.kind), *super()._rows()]


@dataclass(frozen=True)
class FileRecord:
    """A file of a file container (``oid`` is its id within the container)."""

    oid: str
    filename: str
    created_at: str | None
    md5: str | None
    app_id: str | None
    raw: dict[str, Any] = field(repr=False, compare=False)

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> FileRecord:
        return cls(
            str(raw["oid"]),
            str(raw.get("filename", "")),
            raw.get("createdAt"),
            raw.get("md5"),
            raw.get("appId"),
            raw,
        )

    def _repr_html_(self) -> str:
        rows = [("oid", self.oid), ("appId", self.app_id), ("created", self.created_at), ("md5", self.md5)]
        return _html.table(f"File {self.filename}", rows)


@dataclass(frozen=True)
class Channel:
    """A timeseries channel: the five names that identify it."""

    measurement: str
    device: str
    location: str
    symbolic_name: str
    field: str

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Channel:
        return cls(raw["measurement"], raw["device"], raw["location"], raw["symbolicName"], raw["field"])

    def to_json(self) -> dict[str, str]:
        return {
            "measurement": self.measurement,
            "device": self.device,
            "location": self.location,
            "symbolicName": self.symbolic_name,
            "field": self.field,
        }

    def query(self) -> dict[str, str]:
        return {
            "measurement": self.measurement,
            "device": self.device,
            "location": self.location,
            "symbolic_name": self.symbolic_name,
            "field": self.field,
        }

    def _repr_html_(self) -> str:
        return _html.table("Channel", list(self.to_json().items()))
