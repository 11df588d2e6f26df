from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_export_url_body_payloads import CreateExportUrlBodyPayloads


T = TypeVar("T", bound="CreateExportUrlBody")


@_attrs_define
class CreateExportUrlBody:
    """
    Attributes:
        include_permissions (bool | Unset): Write <id>.permissions.json for the Collection and the included file
            containers (default true; only where the caller may manage them) Default: True.
        payloads (CreateExportUrlBodyPayloads | Unset): Payload kinds to include; an omitted kind is included
    """

    include_permissions: bool | Unset = True
    payloads: CreateExportUrlBodyPayloads | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        include_permissions = self.include_permissions

        payloads: dict[str, Any] | Unset = UNSET
        if not isinstance(self.payloads, Unset):
            payloads = self.payloads.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if include_permissions is not UNSET:
            field_dict["includePermissions"] = include_permissions
        if payloads is not UNSET:
            field_dict["payloads"] = payloads

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_export_url_body_payloads import CreateExportUrlBodyPayloads

        d = dict(src_dict)
        include_permissions = d.pop("includePermissions", UNSET)

        _payloads = d.pop("payloads", UNSET)
        payloads: CreateExportUrlBodyPayloads | Unset
        if isinstance(_payloads, Unset):
            payloads = UNSET
        else:
            payloads = CreateExportUrlBodyPayloads.from_dict(_payloads)

        create_export_url_body = cls(
            include_permissions=include_permissions,
            payloads=payloads,
        )

        return create_export_url_body
