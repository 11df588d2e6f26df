from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.publish_collection_response_200_kind import (
    PublishCollectionResponse200Kind,
)
from ..models.publish_collection_response_200_status import (
    PublishCollectionResponse200Status,
)

T = TypeVar("T", bound="PublishCollectionResponse200")


@_attrs_define
class PublishCollectionResponse200:
    """
    Attributes:
        pid (str):
        suffix (str): The resolver key: GET /v2/.well-known/kip/{suffix}
        kind (PublishCollectionResponse200Kind):
        app_id (str):
        collection_app_id (str):
        version (int):
        revision (int): The entity revision frozen by this version
        minter (str):
        checksum (str): sha256 of the frozen revision (canonical JSON)
        title (str):
        public (bool):
        license_ (None | str):
        status (PublishCollectionResponse200Status):
        published_at (str):
        published_by (str):
        withdrawn_at (None | str):
        withdrawal_reason (None | str):
    """

    pid: str
    suffix: str
    kind: PublishCollectionResponse200Kind
    app_id: str
    collection_app_id: str
    version: int
    revision: int
    minter: str
    checksum: str
    title: str
    public: bool
    license_: None | str
    status: PublishCollectionResponse200Status
    published_at: str
    published_by: str
    withdrawn_at: None | str
    withdrawal_reason: None | str

    def to_dict(self) -> dict[str, Any]:
        pid = self.pid

        suffix = self.suffix

        kind = self.kind.value

        app_id = self.app_id

        collection_app_id = self.collection_app_id

        version = self.version

        revision = self.revision

        minter = self.minter

        checksum = self.checksum

        title = self.title

        public = self.public

        license_: None | str
        license_ = self.license_

        status = self.status.value

        published_at = self.published_at

        published_by = self.published_by

        withdrawn_at: None | str
        withdrawn_at = self.withdrawn_at

        withdrawal_reason: None | str
        withdrawal_reason = self.withdrawal_reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pid": pid,
                "suffix": suffix,
                "kind": kind,
                "appId": app_id,
                "collectionAppId": collection_app_id,
                "version": version,
                "revision": revision,
                "minter": minter,
                "checksum": checksum,
                "title": title,
                "public": public,
                "license": license_,
                "status": status,
                "publishedAt": published_at,
                "publishedBy": published_by,
                "withdrawnAt": withdrawn_at,
                "withdrawalReason": withdrawal_reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        pid = d.pop("pid")

        suffix = d.pop("suffix")

        kind = PublishCollectionResponse200Kind(d.pop("kind"))

        app_id = d.pop("appId")

        collection_app_id = d.pop("collectionAppId")

        version = d.pop("version")

        revision = d.pop("revision")

        minter = d.pop("minter")

        checksum = d.pop("checksum")

        title = d.pop("title")

        public = d.pop("public")

        def _parse_license_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        license_ = _parse_license_(d.pop("license"))

        status = PublishCollectionResponse200Status(d.pop("status"))

        published_at = d.pop("publishedAt")

        published_by = d.pop("publishedBy")

        def _parse_withdrawn_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        withdrawn_at = _parse_withdrawn_at(d.pop("withdrawnAt"))

        def _parse_withdrawal_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        withdrawal_reason = _parse_withdrawal_reason(d.pop("withdrawalReason"))

        publish_collection_response_200 = cls(
            pid=pid,
            suffix=suffix,
            kind=kind,
            app_id=app_id,
            collection_app_id=collection_app_id,
            version=version,
            revision=revision,
            minter=minter,
            checksum=checksum,
            title=title,
            public=public,
            license_=license_,
            status=status,
            published_at=published_at,
            published_by=published_by,
            withdrawn_at=withdrawn_at,
            withdrawal_reason=withdrawal_reason,
        )

        return publish_collection_response_200
