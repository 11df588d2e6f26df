"""Publishing and PIDs (``/v2``): freeze a Collection's or DataObject's current revision under a
versioned PID (a local PID, or a DOI where the service mints through DataCite), list an entity's
PIDs, withdraw one, and read a PID's public record. The service publishes only with
``svc.versioning.enabled`` and a minter set (otherwise a :class:`Conflict` naming the setting)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import quote

from . import _html
from .models import Collection, DataObject

Kind = Literal["collection", "dataobject"]
_PATHS = {"collection": "collections", "dataobject": "data-objects"}


@dataclass(frozen=True)
class Publication:
    """One published version of an entity: its PID (``doi`` when the minter was DataCite)."""

    pid: str
    suffix: str
    kind: str
    app_id: str
    collection_app_id: str
    version: int
    revision: int
    minter: str
    checksum: str
    title: str
    public: bool
    license: str | None
    status: str
    published_at: str
    published_by: str
    withdrawn_at: str | None
    withdrawal_reason: str | None
    raw: dict[str, Any] = field(repr=False, compare=False)

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Publication:
        return cls(
            pid=raw["pid"],
            suffix=raw["suffix"],
            kind=raw["kind"],
            app_id=raw["appId"],
            collection_app_id=raw["collectionAppId"],
            version=int(raw["version"]),
            revision=int(raw["revision"]),
            minter=raw["minter"],
            checksum=raw["checksum"],
            title=raw.get("title", ""),
            public=bool(raw.get("public")),
            license=raw.get("license"),
            status=raw["status"],
            published_at=raw["publishedAt"],
            published_by=raw["publishedBy"],
            withdrawn_at=raw.get("withdrawnAt"),
            withdrawal_reason=raw.get("withdrawalReason"),
            raw=raw,
        )

    @property
    def doi(self) -> str | None:
        """The DOI, when the DataCite minter issued this PID; else None (a local PID)."""
        return self.pid if self.minter == "datacite" else None

    @property
    def withdrawn(self) -> bool:
        return self.status == "withdrawn"

    def _repr_html_(self) -> str:
        return _html.table(
            f"Publication {self.pid}",
            [
                ("entity", f"{self.kind} {self.app_id}"),
                ("version", f"v{self.version} (revision {self.revision})"),
                ("status", self.status if not self.withdrawn else f"withdrawn: {self.withdrawal_reason}"),
                ("public", self.public),
                ("license", self.license),
                ("checksum", self.checksum),
                ("published", f"{self.published_at} by {self.published_by}"),
            ],
        )


def _target(entity: str | Collection | DataObject, kind: Kind | None) -> tuple[str, str]:
    if isinstance(entity, DataObject):
        return _PATHS["dataobject"], str(entity.app_id)
    if isinstance(entity, Collection):
        return _PATHS["collection"], str(entity.app_id)
    if kind is None:
        raise ValueError('an appId needs kind="collection" or kind="dataobject"')
    return _PATHS[kind], entity


class Publishing:
    """Mixed into :class:`Svc`."""

    def publish(
        self: Any,
        entity: str | Collection | DataObject,
        *,
        kind: Kind | None = None,
        public: bool | None = None,
        license: str | None = None,
    ) -> Publication:
        """Publishes the entity's current revision (Manager on its Collection) and answers its
        :class:`Publication`. Publishing an unchanged revision again answers the same record, so
        this POST is retried safely; after a change it mints the next version (``v<n+1>``).
        ``public=False`` keeps it out of the public record, feed and OAI-PMH; ``license`` is an IRI."""
        path, app_id = _target(entity, kind)
        body = {k: v for k, v in {"public": public, "license": license}.items() if v is not None}
        got = self.post_json(f"/v2/{path}/{app_id}/publish", body or None, idempotent=True)
        return Publication.from_json(got)

    def pids(
        self: Any, entity: str | Collection | DataObject, *, kind: Kind | None = None
    ) -> list[Publication]:
        """Every PID (DOIs included) of an entity, oldest version first, withdrawn ones too (Read)."""
        path, app_id = _target(entity, kind)
        got = self.get_json(f"/v2/{path}/{app_id}/pids")
        return [Publication.from_json(p) for p in got.get("publications", [])]

    def withdraw(self: Any, pid: str | Publication, reason: str) -> Publication:
        """Withdraws a PID (Manager on its Collection): its public record then answers 410 and it
        leaves the feed. Idempotent on the service, so retried safely."""
        p = pid.pid if isinstance(pid, Publication) else pid
        got = self.post_json("/v2/pids/withdraw", {"pid": p, "reason": reason}, idempotent=True)
        return Publication.from_json(got)

    def pid_record(self: Any, pid: str | Publication) -> dict[str, Any]:
        """The public JSON-LD record of a PID (``/v2/.well-known/kip/{suffix}``; a :class:`Publication`
        or its ``suffix``). :class:`NotFound` for a PID that is not public, an :class:`SvcError` with
        status 410 for a withdrawn one."""
        suffix = pid.suffix if isinstance(pid, Publication) else pid
        return self.get_json(f"/v2/.well-known/kip/{quote(suffix, safe=':')}")
