from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RebuildHdfAclsResponse200ErrorsItem")


@_attrs_define
class RebuildHdfAclsResponse200ErrorsItem:
    """
    Attributes:
        app_id (str):
        reason (str):
    """

    app_id: str
    reason: str

    def to_dict(self) -> dict[str, Any]:
        app_id = self.app_id

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "appId": app_id,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        app_id = d.pop("appId")

        reason = d.pop("reason")

        rebuild_hdf_acls_response_200_errors_item = cls(
            app_id=app_id,
            reason=reason,
        )

        return rebuild_hdf_acls_response_200_errors_item
