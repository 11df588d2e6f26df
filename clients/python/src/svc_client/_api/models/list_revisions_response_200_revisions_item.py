from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ListRevisionsResponse200RevisionsItem")


@_attrs_define
class ListRevisionsResponse200RevisionsItem:
    """
    Attributes:
        uid (str):
        revision (int):
        created_at (str):
        created_by (str):
    """

    uid: str
    revision: int
    created_at: str
    created_by: str

    def to_dict(self) -> dict[str, Any]:
        uid = self.uid

        revision = self.revision

        created_at = self.created_at

        created_by = self.created_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "uid": uid,
                "revision": revision,
                "createdAt": created_at,
                "createdBy": created_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        uid = d.pop("uid")

        revision = d.pop("revision")

        created_at = d.pop("createdAt")

        created_by = d.pop("createdBy")

        list_revisions_response_200_revisions_item = cls(
            uid=uid,
            revision=revision,
            created_at=created_at,
            created_by=created_by,
        )

        return list_revisions_response_200_revisions_item
