from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_migration_state_response_200_status import (
    GetMigrationStateResponse200Status,
)

T = TypeVar("T", bound="GetMigrationStateResponse200")


@_attrs_define
class GetMigrationStateResponse200:
    """
    Attributes:
        container_id (int):
        status (GetMigrationStateResponse200Status):
        migrated (int):
        total (int):
        failed (int):
        skipped (int):
        batch (int):
        started_at (str):
        updated_at (str):
        eta_seconds (int | None):
        errors (None | str):
    """

    container_id: int
    status: GetMigrationStateResponse200Status
    migrated: int
    total: int
    failed: int
    skipped: int
    batch: int
    started_at: str
    updated_at: str
    eta_seconds: int | None
    errors: None | str

    def to_dict(self) -> dict[str, Any]:
        container_id = self.container_id

        status = self.status.value

        migrated = self.migrated

        total = self.total

        failed = self.failed

        skipped = self.skipped

        batch = self.batch

        started_at = self.started_at

        updated_at = self.updated_at

        eta_seconds: int | None
        eta_seconds = self.eta_seconds

        errors: None | str
        errors = self.errors

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "containerId": container_id,
                "status": status,
                "migrated": migrated,
                "total": total,
                "failed": failed,
                "skipped": skipped,
                "batch": batch,
                "startedAt": started_at,
                "updatedAt": updated_at,
                "etaSeconds": eta_seconds,
                "errors": errors,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        container_id = d.pop("containerId")

        status = GetMigrationStateResponse200Status(d.pop("status"))

        migrated = d.pop("migrated")

        total = d.pop("total")

        failed = d.pop("failed")

        skipped = d.pop("skipped")

        batch = d.pop("batch")

        started_at = d.pop("startedAt")

        updated_at = d.pop("updatedAt")

        def _parse_eta_seconds(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        eta_seconds = _parse_eta_seconds(d.pop("etaSeconds"))

        def _parse_errors(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        errors = _parse_errors(d.pop("errors"))

        get_migration_state_response_200 = cls(
            container_id=container_id,
            status=status,
            migrated=migrated,
            total=total,
            failed=failed,
            skipped=skipped,
            batch=batch,
            started_at=started_at,
            updated_at=updated_at,
            eta_seconds=eta_seconds,
            errors=errors,
        )

        return get_migration_state_response_200
