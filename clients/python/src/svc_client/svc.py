"""The researcher's API: the graph (legacy shelf) and payload containers, with files and timeseries."""

from __future__ import annotations

from typing import Any, Literal

from . import _json
from .client import Connection
from .hdf import Hdf
from .models import Collection, Container, DataObject, Reference
from .pages import Pages
from .publishing import Publishing
from .v2 import V2

API = "/svc/api"
ContainerKind = Literal["file", "timeseries", "structured", "spatial"]
_CONTAINER_PATHS: dict[str, str] = {
    "file": "fileContainers",
    "timeseries": "timeseriesContainers",
    "structured": "structuredDataContainers",
    "spatial": "spatialDataContainers",
}
_REFERENCE_PATHS = {
    "uri": "uriReferences",
    "dataObject": "dataObjectReferences",
    "collection": "collectionReferences",
    "file": "fileReferences",
    "timeseries": "timeseriesReferences",
    "structured": "structuredDataReferences",
    "spatial": "spatialDataReferences",
}


def _id(x: int | Collection | DataObject | Container | Reference) -> int:
    return x if isinstance(x, int) else x.id


class Svc(Connection, V2, Publishing, Hdf):
    """A connection to svc (see :func:`svc_client.connect`). Lists are lazy :class:`Pages`."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        from .files import Files
        from .spatial import Spatial
        from .timeseries import Timeseries

        #: File transfers: presigned or legacy upload, streaming download with resume, folders.
        self.files = Files(self)
        #: Timeseries points to and from pandas, aggregates, CSV.
        self.timeseries = Timeseries(self)
        #: Spatial points to and from pandas (services with ``svc.spatial-data.enabled``).
        self.spatial = Spatial(self)

    def _pages(
        self, path: str, convert: Any, params: dict[str, Any], page_size: int, paged: bool = True
    ) -> Pages[Any]:
        def fetch(page: int, size: int) -> list[Any]:
            p = dict(params)
            if paged:
                p.update(page=page, size=size)
            got = self.get_json(path, p)
            return got if isinstance(got, list) else []

        return Pages(fetch, convert, page_size=page_size, paged=paged)

    # -- who am I -------------------------------------------------------------------------------
    def whoami(self) -> dict[str, Any]:
        """The calling user (``GET /svc/api/users``)."""
        return self.get_json(f"{API}/users")

    # -- Collections -----------------------------------------------------------------------------
    def collections(
        self,
        *,
        name: str | None = None,
        order_by: Literal["createdAt", "updatedAt", "name"] | None = None,
        desc: bool | None = None,
        page_size: int = 100,
    ) -> Pages[Collection]:
        """The Collections the caller may read, filtered by exact ``name``, lazily paged."""
        params = {"name": name, "orderBy": order_by, "orderDesc": None if desc is None else str(desc).lower()}
        return self._pages(f"{API}/collections", Collection.from_json, params, page_size)

    def collection(self, collection_id: int) -> Collection:
        """One Collection by its legacy id."""
        return Collection.from_json(self.get_json(f"{API}/collections/{int(collection_id)}"))

    def create_collection(
        self, name: str, *, description: str | None = None, attributes: dict[str, str] | None = None
    ) -> Collection:
        """Creates a Collection. A POST: never retried."""
        body: dict[str, Any] = {"name": name, "description": description, "attributes": attributes}
        return Collection.from_json(self.post_json(f"{API}/collections", body))

    def update_collection(
        self,
        collection: int | Collection,
        *,
        name: str,
        description: str | None = None,
        attributes: dict[str, str] | None = None,
    ) -> Collection:
        """Replaces name, description and attributes (PUT: retried safely)."""
        body = {"name": name, "description": description, "attributes": attributes}
        return Collection.from_json(self.put_json(f"{API}/collections/{_id(collection)}", body))

    def delete_collection(self, collection: int | Collection) -> None:
        """Deletes a Collection with its DataObjects and references."""
        self.delete(f"{API}/collections/{_id(collection)}")

    # -- DataObjects -----------------------------------------------------------------------------
    def data_objects(
        self,
        collection: int | Collection,
        *,
        name: str | None = None,
        parent_id: int | None = None,
        order_by: Literal["createdAt", "updatedAt", "name"] | None = None,
        desc: bool | None = None,
        page_size: int = 100,
    ) -> Pages[DataObject]:
        """The DataObjects of a Collection (filters: exact ``name``, ``parent_id``), lazily paged."""
        params = {
            "name": name,
            "parentId": parent_id,
            "orderBy": order_by,
            "orderDesc": None if desc is None else str(desc).lower(),
        }
        path = f"{API}/collections/{_id(collection)}/dataObjects"
        return self._pages(path, DataObject.from_json, params, page_size)

    def data_object(self, collection: int | Collection, data_object_id: int) -> DataObject:
        """One DataObject of a Collection by its legacy id."""
        return DataObject.from_json(
            self.get_json(f"{API}/collections/{_id(collection)}/dataObjects/{int(data_object_id)}")
        )

    def create_data_object(
        self,
        collection: int | Collection,
        name: str,
        *,
        description: str | None = None,
        attributes: dict[str, str] | None = None,
        parent_id: int | None = None,
        predecessor_ids: list[int] | None = None,
    ) -> DataObject:
        """Creates a DataObject. A POST: never retried, so a timeout cannot create it twice."""
        body: dict[str, Any] = {
            "name": name,
            "description": description,
            "attributes": attributes,
            "parentId": parent_id,
        }
        if predecessor_ids is not None:
            body["predecessorIds"] = [int(x) for x in predecessor_ids]
        return DataObject.from_json(self.post_json(f"{API}/collections/{_id(collection)}/dataObjects", body))

    def delete_data_object(self, collection: int | Collection, data_object: int | DataObject) -> None:
        """Deletes a DataObject with its references."""
        self.delete(f"{API}/collections/{_id(collection)}/dataObjects/{_id(data_object)}")

    # -- references ------------------------------------------------------------------------------
    def _do_path(self, collection: int | Collection, data_object: int | DataObject) -> str:
        return f"{API}/collections/{_id(collection)}/dataObjects/{_id(data_object)}"

    def references(
        self, collection: int | Collection, data_object: int | DataObject, *, page_size: int = 100
    ) -> Pages[Reference]:
        """Every reference of a DataObject, whatever its kind (``Reference.type``)."""
        return self._pages(
            f"{self._do_path(collection, data_object)}/references", Reference.from_json, {}, page_size
        )

    def create_reference(
        self, collection: int | Collection, data_object: int | DataObject, kind: str, body: dict[str, Any]
    ) -> Reference:
        """Creates a reference of a kind in ``uri``, ``dataObject``, ``collection``, ``file``, ``timeseries``,
        ``structured``, ``spatial`` with the body the API documents for it."""
        path = f"{self._do_path(collection, data_object)}/{_REFERENCE_PATHS[kind]}"
        return Reference.from_json(self.post_json(path, body))

    def create_uri_reference(
        self,
        collection: int | Collection,
        data_object: int | DataObject,
        name: str,
        uri: str,
        *,
        relationship: str | None = None,
    ) -> Reference:
        """A reference from a DataObject to a URI."""
        return self.create_reference(
            collection, data_object, "uri", {"name": name, "uri": uri, "relationship": relationship}
        )

    def create_data_object_reference(
        self,
        collection: int | Collection,
        data_object: int | DataObject,
        name: str,
        target: int | DataObject,
        *,
        relationship: str | None = None,
    ) -> Reference:
        """A reference from a DataObject to another DataObject."""
        body = {"name": name, "referencedDataObjectId": _id(target), "relationship": relationship}
        return self.create_reference(collection, data_object, "dataObject", body)

    def create_collection_reference(
        self,
        collection: int | Collection,
        data_object: int | DataObject,
        name: str,
        target: int | Collection,
        *,
        relationship: str | None = None,
    ) -> Reference:
        """A reference from a DataObject to a Collection."""
        body = {"name": name, "referencedCollectionId": _id(target), "relationship": relationship}
        return self.create_reference(collection, data_object, "collection", body)

    def create_file_reference(
        self,
        collection: int | Collection,
        data_object: int | DataObject,
        name: str,
        container: int | Container,
        oids: list[str],
    ) -> Reference:
        """A reference from a DataObject to files (their oids) of one file container."""
        body = {"name": name, "fileContainerId": _id(container), "fileOids": list(oids)}
        return self.create_reference(collection, data_object, "file", body)

    def create_timeseries_reference(
        self,
        collection: int | Collection,
        data_object: int | DataObject,
        name: str,
        container: int | Container,
        channels: list[Any],
        start: int,
        end: int,
    ) -> Reference:
        """A named range ``[start, end]`` (int64 ns) over channels (:class:`Channel` or dicts) of one container."""
        series = [c.to_json() if hasattr(c, "to_json") else dict(c) for c in channels]
        body = {
            "name": name,
            "timeseriesContainerId": _id(container),
            "timeseries": series,
            "start": int(start),
            "end": int(end),
        }
        return self.create_reference(collection, data_object, "timeseries", body)

    def delete_reference(
        self, collection: int | Collection, data_object: int | DataObject, reference: int | Reference
    ) -> None:
        """Deletes a reference of any kind."""
        self.delete(f"{self._do_path(collection, data_object)}/references/{_id(reference)}")

    # -- containers ------------------------------------------------------------------------------
    def containers(
        self, kind: ContainerKind, *, name: str | None = None, page_size: int = 100
    ) -> Pages[Container]:
        """The containers of one kind the caller may read."""
        return self._pages(f"{API}/{_CONTAINER_PATHS[kind]}", Container.from_json, {"name": name}, page_size)

    def container(self, kind: ContainerKind, container_id: int) -> Container:
        """One container of a kind by its legacy id."""
        return Container.from_json(self.get_json(f"{API}/{_CONTAINER_PATHS[kind]}/{int(container_id)}"))

    def create_container(self, kind: ContainerKind, name: str) -> Container:
        """Creates a container of a kind (``file``, ``timeseries``, ``structured``, ``spatial``); Private, owned by the caller."""
        return Container.from_json(self.post_json(f"{API}/{_CONTAINER_PATHS[kind]}", {"name": name}))

    def delete_container(self, container: Container | int, kind: ContainerKind | None = None) -> None:
        """Deletes a container (its payload goes in the background); ``kind=`` with a bare id."""
        k = kind or (_kind_of(container) if isinstance(container, Container) else None)
        if k is None:
            raise ValueError("pass kind= with a bare container id")
        self.delete(f"{API}/{_CONTAINER_PATHS[k]}/{_id(container)}")

    # -- structured data -------------------------------------------------------------------------
    def put_document(
        self, container: int | Container, document: Any, *, name: str | None = None
    ) -> dict[str, Any]:
        """Stores a JSON document (a dict) in a structured-data container; answers its record (``oid``)."""
        body = {"structuredData": {"name": name}, "payload": _json.dumps(document).decode()}
        return self.post_json(f"{API}/structuredDataContainers/{_id(container)}/payload", body)

    def get_document(self, container: int | Container, oid: str) -> Any:
        """A stored JSON document, parsed with exact ints."""
        got = self.get_json(f"{API}/structuredDataContainers/{_id(container)}/payload/{oid}")
        payload = got.get("payload") if isinstance(got, dict) else None
        return _json.loads(payload) if isinstance(payload, str) else payload


_KIND_BY_TYPE = {
    "FILE": "file",
    "TIMESERIES": "timeseries",
    "STRUCTUREDDATA": "structured",
    "STRUCTURED_DATA": "structured",
    "SPATIALDATA": "spatial",
    "SPATIAL_DATA": "spatial",
}


def _kind_of(c: Container) -> ContainerKind:
    k = _KIND_BY_TYPE.get(c.kind)
    if k is None:
        raise ValueError(f"unknown container kind {c.kind!r}")
    return k  # type: ignore[return-value]
