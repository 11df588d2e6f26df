from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.start_file_migration_response_202_status import (
    StartFileMigrationResponse202Status,
)

T = TypeVar("T", bound="StartFileMigrationResponse202")


@_attrs_define
class StartFileMigrationResponse202:
    """
    Attributes:
        status (StartFileMigrationResponse202Status):
        run_id (None | str):
        source_provider_id (None | str):
        target_provider_id (None | str):
        container_ids (list[int] | None):
        files_total (int):
        files_migrated (int):
        files_failed (int):
        files_skipped (int):
        started_at (None | str):
        updated_at (None | str):
        finished_at (None | str):
        error_message (None | str):
    """

    status: StartFileMigrationResponse202Status
    run_id: None | str
    source_provider_id: None | str
    target_provider_id: None | str
    container_ids: list[int] | None
    files_total: int
    files_migrated: int
    files_failed: int
    files_skipped: int
    started_at: None | str
    updated_at: None | str
    finished_at: None | str
    error_message: None | str

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        run_id: None | str
        run_id = self.run_id

        source_provider_id: None | str
        source_provider_id = self.source_provider_id

        target_provider_id: None | str
        target_provider_id = self.target_provider_id

        container_ids: list[int] | None
        if isinstance(self.container_ids, list):
            container_ids = self.container_ids

        else:
            container_ids = self.container_ids

        files_total = self.files_total

        files_migrated = self.files_migrated

        files_failed = self.files_failed

        files_skipped = self.files_skipped

        started_at: None | str
        started_at = self.started_at

        updated_at: None | str
        updated_at = self.updated_at

        finished_at: None | str
        finished_at = self.finished_at

        error_message: None | str
        error_message = self.error_message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "runId": run_id,
                "sourceProviderId": source_provider_id,
                "targetProviderId": target_provider_id,
                "containerIds": container_ids,
                "filesTotal": files_total,
                "filesMigrated": files_migrated,
                "filesFailed": files_failed,
                "filesSkipped": files_skipped,
                "startedAt": started_at,
                "updatedAt": updated_at,
                "finishedAt": finished_at,
                "errorMessage": error_message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        status = StartFileMigrationResponse202Status(d.pop("status"))

        def _parse_run_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        run_id = _parse_run_id(d.pop("runId"))

        def _parse_source_provider_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source_provider_id = _parse_source_provider_id(d.pop("sourceProviderId"))

        def _parse_target_provider_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        target_provider_id = _parse_target_provider_id(d.pop("targetProviderId"))

        def _parse_container_ids(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                container_ids_type_0 = cast(list[int], data)

                return container_ids_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        container_ids = _parse_container_ids(d.pop("containerIds"))

        files_total = d.pop("filesTotal")

        files_migrated = d.pop("filesMigrated")

        files_failed = d.pop("filesFailed")

        files_skipped = d.pop("filesSkipped")

        def _parse_started_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        started_at = _parse_started_at(d.pop("startedAt"))

        def _parse_updated_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        updated_at = _parse_updated_at(d.pop("updatedAt"))

        def _parse_finished_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        finished_at = _parse_finished_at(d.pop("finishedAt"))

        def _parse_error_message(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error_message = _parse_error_message(d.pop("errorMessage"))

        start_file_migration_response_202 = cls(
            status=status,
            run_id=run_id,
            source_provider_id=source_provider_id,
            target_provider_id=target_provider_id,
            container_ids=container_ids,
            files_total=files_total,
            files_migrated=files_migrated,
            files_failed=files_failed,
            files_skipped=files_skipped,
            started_at=started_at,
            updated_at=updated_at,
            finished_at=finished_at,
            error_message=error_message,
        )

        return start_file_migration_response_202
