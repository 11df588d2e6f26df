from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="GetFilesResponse200Item")


@_attrs_define
class GetFilesResponse200Item:
    """
    Attributes:
        oid (str):
        created_at (None | str):
        filename (str):
        md5 (None | str):
        app_id (str): The file record's appId (svc's addition to upstream's record): rollback, provenance and svc-admin
            files address it
    """

    oid: str
    created_at: None | str
    filename: str
    md5: None | str
    app_id: str

    def to_dict(self) -> dict[str, Any]:
        oid = self.oid

        created_at: None | str
        created_at = self.created_at

        filename = self.filename

        md5: None | str
        md5 = self.md5

        app_id = self.app_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "oid": oid,
                "createdAt": created_at,
                "filename": filename,
                "md5": md5,
                "appId": app_id,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        oid = d.pop("oid")

        def _parse_created_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        created_at = _parse_created_at(d.pop("createdAt"))

        filename = d.pop("filename")

        def _parse_md5(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        md5 = _parse_md5(d.pop("md5"))

        app_id = d.pop("appId")

        get_files_response_200_item = cls(
            oid=oid,
            created_at=created_at,
            filename=filename,
            md5=md5,
            app_id=app_id,
        )

        return get_files_response_200_item
