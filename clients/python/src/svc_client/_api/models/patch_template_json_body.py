from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.patch_template_json_body_body_type_0 import (
        PatchTemplateJsonBodyBodyType0,
    )


T = TypeVar("T", bound="PatchTemplateJsonBody")


@_attrs_define
class PatchTemplateJsonBody:
    """
    Attributes:
        kind (str | Unset): Immutable: only the current kind is accepted
        name (None | str | Unset):
        parent_template_app_id (None | Unset | UUID):
        body (None | PatchTemplateJsonBodyBodyType0 | Unset): A JSON Merge Patch (RFC 7396) of the body
    """

    kind: str | Unset = UNSET
    name: None | str | Unset = UNSET
    parent_template_app_id: None | Unset | UUID = UNSET
    body: None | PatchTemplateJsonBodyBodyType0 | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.patch_template_json_body_body_type_0 import (
            PatchTemplateJsonBodyBodyType0,
        )

        kind = self.kind

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        parent_template_app_id: None | str | Unset
        if isinstance(self.parent_template_app_id, Unset):
            parent_template_app_id = UNSET
        elif isinstance(self.parent_template_app_id, UUID):
            parent_template_app_id = str(self.parent_template_app_id)
        else:
            parent_template_app_id = self.parent_template_app_id

        body: dict[str, Any] | None | Unset
        if isinstance(self.body, Unset):
            body = UNSET
        elif isinstance(self.body, PatchTemplateJsonBodyBodyType0):
            body = self.body.to_dict()
        else:
            body = self.body

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if kind is not UNSET:
            field_dict["kind"] = kind
        if name is not UNSET:
            field_dict["name"] = name
        if parent_template_app_id is not UNSET:
            field_dict["parentTemplateAppId"] = parent_template_app_id
        if body is not UNSET:
            field_dict["body"] = body

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.patch_template_json_body_body_type_0 import (
            PatchTemplateJsonBodyBodyType0,
        )

        d = dict(src_dict)
        kind = d.pop("kind", UNSET)

        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))

        def _parse_parent_template_app_id(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                parent_template_app_id_type_0 = UUID(data)

                return parent_template_app_id_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        parent_template_app_id = _parse_parent_template_app_id(
            d.pop("parentTemplateAppId", UNSET)
        )

        def _parse_body(data: object) -> None | PatchTemplateJsonBodyBodyType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                body_type_0 = PatchTemplateJsonBodyBodyType0.from_dict(data)

                return body_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PatchTemplateJsonBodyBodyType0 | Unset, data)

        body = _parse_body(d.pop("body", UNSET))

        patch_template_json_body = cls(
            kind=kind,
            name=name,
            parent_template_app_id=parent_template_app_id,
            body=body,
        )

        return patch_template_json_body
