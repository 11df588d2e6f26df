from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CreateExportUrlResponse200")


@_attrs_define
class CreateExportUrlResponse200:
    """
    Attributes:
        download_url (str): Presigned GET (signature in the query string, no headers needed)
        file_name (str):
        expires_at (str): ISO 8601, 30 minutes after issue
    """

    download_url: str
    file_name: str
    expires_at: str

    def to_dict(self) -> dict[str, Any]:
        download_url = self.download_url

        file_name = self.file_name

        expires_at = self.expires_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "downloadUrl": download_url,
                "fileName": file_name,
                "expiresAt": expires_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        download_url = d.pop("downloadUrl")

        file_name = d.pop("fileName")

        expires_at = d.pop("expiresAt")

        create_export_url_response_200 = cls(
            download_url=download_url,
            file_name=file_name,
            expires_at=expires_at,
        )

        return create_export_url_response_200
