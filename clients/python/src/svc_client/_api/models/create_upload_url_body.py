from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateUploadUrlBody")


@_attrs_define
class CreateUploadUrlBody:
    """
    Attributes:
        file_name (str):
        content_type (str | Unset):
    """

    file_name: str
    content_type: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        file_name = self.file_name

        content_type = self.content_type

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fileName": file_name,
            }
        )
        if content_type is not UNSET:
            field_dict["contentType"] = content_type

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        file_name = d.pop("fileName")

        content_type = d.pop("contentType", UNSET)

        create_upload_url_body = cls(
            file_name=file_name,
            content_type=content_type,
        )

        return create_upload_url_body
