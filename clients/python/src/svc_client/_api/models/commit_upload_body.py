from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="CommitUploadBody")


@_attrs_define
class CommitUploadBody:
    """
    Attributes:
        oid (str):
        file_name (str):
        file_size (int):
    """

    oid: str
    file_name: str
    file_size: int

    def to_dict(self) -> dict[str, Any]:
        oid = self.oid

        file_name = self.file_name

        file_size = self.file_size

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "oid": oid,
                "fileName": file_name,
                "fileSize": file_size,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        oid = d.pop("oid")

        file_name = d.pop("fileName")

        file_size = d.pop("fileSize")

        commit_upload_body = cls(
            oid=oid,
            file_name=file_name,
            file_size=file_size,
        )

        return commit_upload_body
