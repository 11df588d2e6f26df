from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.start_import_response_202_phase import StartImportResponse202Phase
from ..models.start_import_response_202_state import StartImportResponse202State

if TYPE_CHECKING:
    from ..models.start_import_response_202_counts import StartImportResponse202Counts
    from ..models.start_import_response_202_skipped_item import (
        StartImportResponse202SkippedItem,
    )
    from ..models.start_import_response_202_unmapped import (
        StartImportResponse202Unmapped,
    )


T = TypeVar("T", bound="StartImportResponse202")


@_attrs_define
class StartImportResponse202:
    """
    Attributes:
        id (str):
        state (StartImportResponse202State):
        phase (StartImportResponse202Phase):
        source_base_url (str):
        source_collection_id (int):
        target_name (None | str):
        target_collection_id (int | None):
        target_collection_app_id (None | str):
        run (int): 1 for the first run; a repeated start of a finished job runs it again (nothing already copied is
            copied twice)
        counts (StartImportResponse202Counts):
        bytes_copied (int):
        error_count (int):
        errors (list[str]): The first errors of this run (at most 50)
        skipped (list[StartImportResponse202SkippedItem]): What this run did not copy, item by item, and why (the first
            200; `counts` has every kind's number)
        unmapped (StartImportResponse202Unmapped): Users and groups named in the permissions of the source Collection
            and containers that do not exist on this instance (by username; a group by name, exactly one): left out of the
            copies (the first 200 each)
        not_copied (list[str]): What the importer never copies
        created_by (str):
        created_at (str):
        updated_at (str):
        finished_at (None | str):
    """

    id: str
    state: StartImportResponse202State
    phase: StartImportResponse202Phase
    source_base_url: str
    source_collection_id: int
    target_name: None | str
    target_collection_id: int | None
    target_collection_app_id: None | str
    run: int
    counts: StartImportResponse202Counts
    bytes_copied: int
    error_count: int
    errors: list[str]
    skipped: list[StartImportResponse202SkippedItem]
    unmapped: StartImportResponse202Unmapped
    not_copied: list[str]
    created_by: str
    created_at: str
    updated_at: str
    finished_at: None | str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        state = self.state.value

        phase = self.phase.value

        source_base_url = self.source_base_url

        source_collection_id = self.source_collection_id

        target_name: None | str
        target_name = self.target_name

        target_collection_id: int | None
        target_collection_id = self.target_collection_id

        target_collection_app_id: None | str
        target_collection_app_id = self.target_collection_app_id

        run = self.run

        counts = self.counts.to_dict()

        bytes_copied = self.bytes_copied

        error_count = self.error_count

        errors = self.errors

        skipped = []
        for skipped_item_data in self.skipped:
            skipped_item = skipped_item_data.to_dict()
            skipped.append(skipped_item)

        unmapped = self.unmapped.to_dict()

        not_copied = self.not_copied

        created_by = self.created_by

        created_at = self.created_at

        updated_at = self.updated_at

        finished_at: None | str
        finished_at = self.finished_at

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "state": state,
                "phase": phase,
                "sourceBaseUrl": source_base_url,
                "sourceCollectionId": source_collection_id,
                "targetName": target_name,
                "targetCollectionId": target_collection_id,
                "targetCollectionAppId": target_collection_app_id,
                "run": run,
                "counts": counts,
                "bytesCopied": bytes_copied,
                "errorCount": error_count,
                "errors": errors,
                "skipped": skipped,
                "unmapped": unmapped,
                "notCopied": not_copied,
                "createdBy": created_by,
                "createdAt": created_at,
                "updatedAt": updated_at,
                "finishedAt": finished_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.start_import_response_202_counts import (
            StartImportResponse202Counts,
        )
        from ..models.start_import_response_202_skipped_item import (
            StartImportResponse202SkippedItem,
        )
        from ..models.start_import_response_202_unmapped import (
            StartImportResponse202Unmapped,
        )

        d = dict(src_dict)
        id = d.pop("id")

        state = StartImportResponse202State(d.pop("state"))

        phase = StartImportResponse202Phase(d.pop("phase"))

        source_base_url = d.pop("sourceBaseUrl")

        source_collection_id = d.pop("sourceCollectionId")

        def _parse_target_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        target_name = _parse_target_name(d.pop("targetName"))

        def _parse_target_collection_id(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target_collection_id = _parse_target_collection_id(d.pop("targetCollectionId"))

        def _parse_target_collection_app_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        target_collection_app_id = _parse_target_collection_app_id(
            d.pop("targetCollectionAppId")
        )

        run = d.pop("run")

        counts = StartImportResponse202Counts.from_dict(d.pop("counts"))

        bytes_copied = d.pop("bytesCopied")

        error_count = d.pop("errorCount")

        errors = cast(list[str], d.pop("errors"))

        skipped = []
        _skipped = d.pop("skipped")
        for skipped_item_data in _skipped:
            skipped_item = StartImportResponse202SkippedItem.from_dict(
                skipped_item_data
            )

            skipped.append(skipped_item)

        unmapped = StartImportResponse202Unmapped.from_dict(d.pop("unmapped"))

        not_copied = cast(list[str], d.pop("notCopied"))

        created_by = d.pop("createdBy")

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        def _parse_finished_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        finished_at = _parse_finished_at(d.pop("finishedAt"))

        start_import_response_202 = cls(
            id=id,
            state=state,
            phase=phase,
            source_base_url=source_base_url,
            source_collection_id=source_collection_id,
            target_name=target_name,
            target_collection_id=target_collection_id,
            target_collection_app_id=target_collection_app_id,
            run=run,
            counts=counts,
            bytes_copied=bytes_copied,
            error_count=error_count,
            errors=errors,
            skipped=skipped,
            unmapped=unmapped,
            not_copied=not_copied,
            created_by=created_by,
            created_at=created_at,
            updated_at=updated_at,
            finished_at=finished_at,
        )

        return start_import_response_202
