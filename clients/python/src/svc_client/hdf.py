"""HDF containers (``/v2/hdf-containers``) and their files through h5pyd: each container is an HSDS
folder ``/svc/<appId>/``; h5pyd reaches it with the caller's own HSDS credentials, which the service
hands out (``GET /v2/hdf/credentials``), so what a user may do there is what their role on the
container's Collection allows. The service offers HDF only with ``svc.hdf.enabled`` (otherwise every
route answers 404). h5pyd is the ``[hdf]`` extra."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import _html
from .models import Collection

if TYPE_CHECKING:
    import h5pyd


def _h5pyd() -> Any:
    try:
        import h5pyd
    except ImportError as e:  # pragma: no cover
        raise ImportError("h5pyd is needed here: pip install 'svc-client[hdf]'") from e
    return h5pyd


@dataclass(frozen=True)
class HdfContainer:
    """An HDF container: ``hdf_domain`` is its HSDS folder (``/svc/<appId>/``)."""

    app_id: str
    name: str
    description: str | None
    hdf_domain: str
    attributes: dict[str, str]
    owner: str
    collection_app_id: str | None
    created_at: str
    created_by: str
    raw: dict[str, Any] = field(repr=False, compare=False)

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> HdfContainer:
        return cls(
            app_id=raw["appId"],
            name=raw.get("name", ""),
            description=raw.get("description"),
            hdf_domain=raw["hdfDomain"],
            attributes=dict(raw.get("attributes") or {}),
            owner=raw.get("owner", ""),
            collection_app_id=raw.get("collectionAppId"),
            created_at=raw.get("createdAt", ""),
            created_by=raw.get("createdBy", ""),
            raw=raw,
        )

    def domain(self, file_name: str) -> str:
        """The HSDS domain of one file of the container (``/svc/<appId>/<file_name>``)."""
        if not file_name or "/" in file_name:
            raise ValueError("an HDF file name is one path segment, e.g. 'run-7.h5'")
        return self.hdf_domain.rstrip("/") + "/" + file_name

    def _repr_html_(self) -> str:
        return _html.table(
            f"HdfContainer {self.name}",
            [
                ("appId", self.app_id),
                ("HSDS folder", self.hdf_domain),
                ("Collection", self.collection_app_id),
                ("created", f"{self.created_at} by {self.created_by}"),
                ("attributes", self.attributes),
            ],
        )


def _app_id(c: str | HdfContainer) -> str:
    return c.app_id if isinstance(c, HdfContainer) else c


class Hdf:
    """Mixed into :class:`Svc`."""

    def create_hdf_container(
        self: Any,
        name: str,
        *,
        collection: str | Collection | None = None,
        description: str | None = None,
        attributes: dict[str, str] | None = None,
    ) -> HdfContainer:
        """Creates an HDF container (its HSDS folder first), in a Collection whose permissions then
        decide who reaches it (write on it needed), or standalone (only its owner). A POST: sent once."""
        body: dict[str, Any] = {"name": name}
        if description is not None:
            body["description"] = description
        if attributes is not None:
            body["attributes"] = attributes
        if collection is not None:
            body["collectionAppId"] = collection.app_id if isinstance(collection, Collection) else collection
        return HdfContainer.from_json(self.post_json("/v2/hdf-containers", body))

    def hdf_container(self: Any, app_id: str) -> HdfContainer:
        """One HDF container by its appId (read on it)."""
        return HdfContainer.from_json(self.get_json(f"/v2/hdf-containers/{app_id}"))

    def delete_hdf_container(self: Any, container: str | HdfContainer) -> None:
        """Deletes an HDF container with every file in its folder (its owner only)."""
        self.delete(f"/v2/hdf-containers/{_app_id(container)}")

    def hdf_credentials(self: Any) -> dict[str, str]:
        """The caller's own HSDS ``{endpoint, username, password}`` (h5pyd's ``HS_ENDPOINT``,
        ``HS_USERNAME``, ``HS_PASSWORD``). Asked once per connection: they derive from the user."""
        cached = getattr(self, "_hdf_credentials", None)
        if cached is None:
            cached = self.get_json("/v2/hdf/credentials")
            self._hdf_credentials = cached
        return dict(cached)

    def hdf_file(
        self: Any, container: str | HdfContainer, file_name: str, mode: str = "r", **kwargs: Any
    ) -> h5pyd.File:
        """An ``h5pyd.File`` for one file of an HDF container (``mode`` as h5py's: ``r``, ``r+``,
        ``w``, ``w-``/``x``, ``a``), opened with the caller's own HSDS credentials; use it as h5py's
        (``with svc.hdf_file(c, "run.h5", "w") as f: f.create_dataset(...)``). ``kwargs`` go to
        ``h5pyd.File`` (e.g. ``timeout``, ``retries``). HSDS refusals are h5pyd's own errors."""
        c = container if isinstance(container, HdfContainer) else self.hdf_container(container)
        creds = self.hdf_credentials()
        return _h5pyd().File(
            c.domain(file_name),
            mode,
            endpoint=creds["endpoint"],
            username=creds["username"],
            password=creds["password"],
            **kwargs,
        )

    def hdf_folder(self: Any, container: str | HdfContainer, **kwargs: Any) -> h5pyd.Folder:
        """The container's HSDS folder as an ``h5pyd.Folder`` (iterate it for the file names)."""
        c = container if isinstance(container, HdfContainer) else self.hdf_container(container)
        creds = self.hdf_credentials()
        return _h5pyd().Folder(
            c.hdf_domain,
            endpoint=creds["endpoint"],
            username=creds["username"],
            password=creds["password"],
            **kwargs,
        )
