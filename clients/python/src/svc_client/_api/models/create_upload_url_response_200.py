from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="CreateUploadUrlResponse200")


@_attrs_define
class CreateUploadUrlResponse200:
    """
    Attributes:
        upload_url (str):
        oid (str):
        expires_at (datetime.datetime):
        method (Literal['PUT']):
        expires_in_seconds (int):
    """

    upload_url: str
    oid: str
    expires_at: datetime.datetime
    method: Literal["PUT"]
    expires_in_seconds: int

    def to_dict(self) -> dict[str, Any]:
        upload_url = self.upload_url

        oid = self.oid

        expires_at = self.expires_at.isoformat()

        method = self.method

        expires_in_seconds = self.expires_in_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "uploadUrl": upload_url,
                "oid": oid,
                "expiresAt": expires_at,
                "method": method,
                "expiresInSeconds": expires_in_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        upload_url = d.pop("uploadUrl")

        oid = d.pop("oid")

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        method = cast(Literal["PUT"], d.pop("method"))
        if method != "PUT":
            raise ValueError(f"method must match const 'PUT', got '{method}'")

        expires_in_seconds = d.pop("expiresInSeconds")

        create_upload_url_response_200 = cls(
            upload_url=upload_url,
            oid=oid,
            expires_at=expires_at,
            method=method,
            expires_in_seconds=expires_in_seconds,
        )

        return create_upload_url_response_200
