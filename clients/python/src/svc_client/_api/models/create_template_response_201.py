from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.create_template_response_201_body import CreateTemplateResponse201Body


T = TypeVar("T", bound="CreateTemplateResponse201")


@_attrs_define
class CreateTemplateResponse201:
    """
    Attributes:
        app_id (str):
        kind (str):
        name (None | str):
        parent_template_app_id (None | str):
        body (CreateTemplateResponse201Body):
        revision (int):
        lineage_app_id (str): The appId of the first revision
        predecessor_app_id (None | str):
        successor_app_id (None | str): Set once a PATCH made a newer revision
        retired (bool):
        retired_at (None | str):
        created_at (str):
        created_by (str):
    """

    app_id: str
    kind: str
    name: None | str
    parent_template_app_id: None | str
    body: CreateTemplateResponse201Body
    revision: int
    lineage_app_id: str
    predecessor_app_id: None | str
    successor_app_id: None | str
    retired: bool
    retired_at: None | str
    created_at: str
    created_by: str

    def to_dict(self) -> dict[str, Any]:
        app_id = self.app_id

        kind = self.kind

        name: None | str
        name = self.name

        parent_template_app_id: None | str
        parent_template_app_id = self.parent_template_app_id

        body = self.body.to_dict()

        revision = self.revision

        lineage_app_id = self.lineage_app_id

        predecessor_app_id: None | str
        predecessor_app_id = self.predecessor_app_id

        successor_app_id: None | str
        successor_app_id = self.successor_app_id

        retired = self.retired

        retired_at: None | str
        retired_at = self.retired_at

        created_at = self.created_at

        created_by = self.created_by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "appId": app_id,
                "kind": kind,
                "name": name,
                "parentTemplateAppId": parent_template_app_id,
                "body": body,
                "revision": revision,
                "lineageAppId": lineage_app_id,
                "predecessorAppId": predecessor_app_id,
                "successorAppId": successor_app_id,
                "retired": retired,
                "retiredAt": retired_at,
                "createdAt": created_at,
                "createdBy": created_by,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.create_template_response_201_body import (
            CreateTemplateResponse201Body,
        )

        d = dict(src_dict)
        app_id = d.pop("appId")

        kind = d.pop("kind")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        def _parse_parent_template_app_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        parent_template_app_id = _parse_parent_template_app_id(
            d.pop("parentTemplateAppId")
        )

        body = CreateTemplateResponse201Body.from_dict(d.pop("body"))

        revision = d.pop("revision")

        lineage_app_id = d.pop("lineageAppId")

        def _parse_predecessor_app_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        predecessor_app_id = _parse_predecessor_app_id(d.pop("predecessorAppId"))

        def _parse_successor_app_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        successor_app_id = _parse_successor_app_id(d.pop("successorAppId"))

        retired = d.pop("retired")

        def _parse_retired_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        retired_at = _parse_retired_at(d.pop("retiredAt"))

        created_at = d.pop("createdAt")

        created_by = d.pop("createdBy")

        create_template_response_201 = cls(
            app_id=app_id,
            kind=kind,
            name=name,
            parent_template_app_id=parent_template_app_id,
            body=body,
            revision=revision,
            lineage_app_id=lineage_app_id,
            predecessor_app_id=predecessor_app_id,
            successor_app_id=successor_app_id,
            retired=retired,
            retired_at=retired_at,
            created_at=created_at,
            created_by=created_by,
        )

        return create_template_response_201
