from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.rebuild_hdf_acls_response_200_errors_item import (
        RebuildHdfAclsResponse200ErrorsItem,
    )


T = TypeVar("T", bound="RebuildHdfAclsResponse200")


@_attrs_define
class RebuildHdfAclsResponse200:
    """
    Attributes:
        containers_processed (int):
        containers_synced (int):
        errors (list[RebuildHdfAclsResponse200ErrorsItem]):
    """

    containers_processed: int
    containers_synced: int
    errors: list[RebuildHdfAclsResponse200ErrorsItem]

    def to_dict(self) -> dict[str, Any]:
        containers_processed = self.containers_processed

        containers_synced = self.containers_synced

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "containersProcessed": containers_processed,
                "containersSynced": containers_synced,
                "errors": errors,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.rebuild_hdf_acls_response_200_errors_item import (
            RebuildHdfAclsResponse200ErrorsItem,
        )

        d = dict(src_dict)
        containers_processed = d.pop("containersProcessed")

        containers_synced = d.pop("containersSynced")

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = RebuildHdfAclsResponse200ErrorsItem.from_dict(
                errors_item_data
            )

            errors.append(errors_item)

        rebuild_hdf_acls_response_200 = cls(
            containers_processed=containers_processed,
            containers_synced=containers_synced,
            errors=errors,
        )

        return rebuild_hdf_acls_response_200
