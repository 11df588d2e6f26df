from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

from ..models.create_template_body_kind import CreateTemplateBodyKind
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_template_body_body import CreateTemplateBodyBody


T = TypeVar("T", bound="CreateTemplateBody")


@_attrs_define
class CreateTemplateBody:
    """
    Attributes:
        kind (CreateTemplateBodyKind):
        body (CreateTemplateBodyBody): A JSON object, at most 32 top-level keys and 1048576 bytes as JSON; the keys
            allowed depend on the kind (README).
        name (None | str | Unset):
        parent_template_app_id (None | Unset | UUID): Inheritance: a template of the same kind, not retired, not leading
            back to this one
    """

    kind: CreateTemplateBodyKind
    body: CreateTemplateBodyBody
    name: None | str | Unset = UNSET
    parent_template_app_id: None | Unset | UUID = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        body = self.body.to_dict()

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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "body": body,
            }
        )
        if name is not UNSET:
            field_dict["name"] = name
        if parent_template_app_id is not UNSET:
            field_dict["parentTemplateAppId"] = parent_template_app_id

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_template_body_body import CreateTemplateBodyBody

        d = dict(src_dict)
        kind = CreateTemplateBodyKind(d.pop("kind"))

        body = CreateTemplateBodyBody.from_dict(d.pop("body"))

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

        create_template_body = cls(
            kind=kind,
            body=body,
            name=name,
            parent_template_app_id=parent_template_app_id,
        )

        return create_template_body
