from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="StartFileMigrationBody")


@_attrs_define
class StartFileMigrationBody:
    """
    Attributes:
        source_provider_id (str):
        target_provider_id (str):
        container_ids (list[int] | Unset):
    """

    source_provider_id: str
    target_provider_id: str
    container_ids: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        source_provider_id = self.source_provider_id

        target_provider_id = self.target_provider_id

        container_ids: list[int] | Unset = UNSET
        if not isinstance(self.container_ids, Unset):
            container_ids = self.container_ids

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sourceProviderId": source_provider_id,
                "targetProviderId": target_provider_id,
            }
        )
        if container_ids is not UNSET:
            field_dict["containerIds"] = container_ids

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        source_provider_id = d.pop("sourceProviderId")

        target_provider_id = d.pop("targetProviderId")

        container_ids = cast(list[int], d.pop("containerIds", UNSET))

        start_file_migration_body = cls(
            source_provider_id=source_provider_id,
            target_provider_id=target_provider_id,
            container_ids=container_ids,
        )

        return start_file_migration_body
