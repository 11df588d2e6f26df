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

T = TypeVar("T", bound="CreateDownloadUrlResponse200")


@_attrs_define
class CreateDownloadUrlResponse200:
    """
    Attributes:
        download_url (str):
        expires_at (datetime.datetime):
        method (Literal['GET']):
        expires_in_seconds (int):
    """

    download_url: str
    expires_at: datetime.datetime
    method: Literal["GET"]
    expires_in_seconds: int

    def to_dict(self) -> dict[str, Any]:
        download_url = self.download_url

        expires_at = self.expires_at.isoformat()

        method = self.method

        expires_in_seconds = self.expires_in_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "downloadUrl": download_url,
                "expiresAt": expires_at,
                "method": method,
                "expiresInSeconds": expires_in_seconds,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        download_url = d.pop("downloadUrl")

        expires_at = datetime.datetime.fromisoformat(d.pop("expiresAt"))

        method = cast(Literal["GET"], d.pop("method"))
        if method != "GET":
            raise ValueError(f"method must match const 'GET', got '{method}'")

        expires_in_seconds = d.pop("expiresInSeconds")

        create_download_url_response_200 = cls(
            download_url=download_url,
            expires_at=expires_at,
            method=method,
            expires_in_seconds=expires_in_seconds,
        )

        return create_download_url_response_200
