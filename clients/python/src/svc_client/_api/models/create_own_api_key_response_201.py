from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast
from uuid import UUID

from attrs import define as _attrs_define

T = TypeVar("T", bound="CreateOwnApiKeyResponse201")


@_attrs_define
class CreateOwnApiKeyResponse201:
    """
    Attributes:
        uid (UUID):
        name (str):
        created_at (str):
        belongs_to (str):
        roles (list[str]):
        valid_until (None | str):
        jwt (str):
    """

    uid: UUID
    name: str
    created_at: str
    belongs_to: str
    roles: list[str]
    valid_until: None | str
    jwt: str

    def to_dict(self) -> dict[str, Any]:
        uid = str(self.uid)

        name = self.name

        created_at = self.created_at

        belongs_to = self.belongs_to

        roles = self.roles

        valid_until: None | str
        valid_until = self.valid_until

        jwt = self.jwt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "uid": uid,
                "name": name,
                "createdAt": created_at,
                "belongsTo": belongs_to,
                "roles": roles,
                "validUntil": valid_until,
                "jwt": jwt,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        uid = UUID(d.pop("uid"))

        name = d.pop("name")

        created_at = d.pop("createdAt")

        belongs_to = d.pop("belongsTo")

        roles = cast(list[str], d.pop("roles"))

        def _parse_valid_until(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        valid_until = _parse_valid_until(d.pop("validUntil"))

        jwt = d.pop("jwt")

        create_own_api_key_response_201 = cls(
            uid=uid,
            name=name,
            created_at=created_at,
            belongs_to=belongs_to,
            roles=roles,
            valid_until=valid_until,
            jwt=jwt,
        )

        return create_own_api_key_response_201
