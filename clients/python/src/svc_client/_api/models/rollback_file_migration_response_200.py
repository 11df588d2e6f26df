from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="RollbackFileMigrationResponse200")


@_attrs_define
class RollbackFileMigrationResponse200:
    """
    Attributes:
        app_id (str):
        status (Literal['ROLLED_BACK']):
    """

    app_id: str
    status: Literal["ROLLED_BACK"]

    def to_dict(self) -> dict[str, Any]:
        app_id = self.app_id

        status = self.status

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "appId": app_id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        app_id = d.pop("appId")

        status = cast(Literal["ROLLED_BACK"], d.pop("status"))
        if status != "ROLLED_BACK":
            raise ValueError(f"status must match const 'ROLLED_BACK', got '{status}'")

        rollback_file_migration_response_200 = cls(
            app_id=app_id,
            status=status,
        )

        return rollback_file_migration_response_200
