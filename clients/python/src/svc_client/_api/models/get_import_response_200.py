from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.get_import_response_200_phase import GetImportResponse200Phase
from ..models.get_import_response_200_state import GetImportResponse200State

if TYPE_CHECKING:
    from ..models.get_import_response_200_counts import GetImportResponse200Counts
    from ..models.get_import_response_200_skipped_item import (
        GetImportResponse200SkippedItem,
    )
    from ..models.get_import_response_200_unmapped import GetImportResponse200Unmapped


T = TypeVar("T", bound="GetImportResponse200")


@_attrs_define
class GetImportResponse200:
    """
    Attributes:
        id (str):
        state (GetImportResponse200State):
        phase (GetImportResponse200Phase):
        source_base_url (str):
        source_collection_id (int):
        target_name (None | str):
        target_collection_id (int | None):
        target_collection_app_id (None | str):
        run (int): 1 for the first run; a repeated start of a finished job runs it again (nothing already copied is
            copied twice)
        counts (GetImportResponse200Counts):
        bytes_copied (int):
        error_count (int):
        errors (list[str]): The first errors of this run (at most 50)
        skipped (list[GetImportResponse200SkippedItem]): What this run did not copy, item by item, and why (the first
            200; `counts` has every kind's number)
        unmapped (GetImportResponse200Unmapped): Users and groups named in the permissions of the source Collection and
            containers that do not exist on this instance (by username; a group by name, exactly one): left out of the
            copies (the first 200 each)
        not_copied (list[str]): What the importer never copies
        created_by (str):
        created_at (str):
        updated_at (str):
        finished_at (None | str):
    """

    id: str
    state: GetImportResponse200State
    phase: GetImportResponse200Phase
    source_base_url: str
    source_collection_id: int
    target_name: None | str
    target_collection_id: int | None
    target_collection_app_id: None | str
    run: int
    counts: GetImportResponse200Counts
    bytes_copied: int
    error_count: int
    errors: list[str]
    skipped: list[GetImportResponse200SkippedItem]
    unmapped: GetImportResponse200Unmapped
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
        from ..models.get_import_response_200_counts import GetImportResponse200Counts
        from ..models.get_import_response_200_skipped_item import (
            GetImportResponse200SkippedItem,
        )
        from ..models.get_import_response_200_unmapped import (
            GetImportResponse200Unmapped,
        )

        d = dict(src_dict)
        id = d.pop("id")

        state = GetImportResponse200State(d.pop("state"))

        phase = GetImportResponse200Phase(d.pop("phase"))

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

        counts = GetImportResponse200Counts.from_dict(d.pop("counts"))

        bytes_copied = d.pop("bytesCopied")

        error_count = d.pop("errorCount")

        errors = cast(list[str], d.pop("errors"))

        skipped = []
        _skipped = d.pop("skipped")
        for skipped_item_data in _skipped:
            skipped_item = GetImportResponse200SkippedItem.from_dict(skipped_item_data)

            skipped.append(skipped_item)

        unmapped = GetImportResponse200Unmapped.from_dict(d.pop("unmapped"))

        not_copied = cast(list[str], d.pop("notCopied"))

        created_by = d.pop("createdBy")

        created_at = d.pop("createdAt")

        updated_at = d.pop("updatedAt")

        def _parse_finished_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        finished_at = _parse_finished_at(d.pop("finishedAt"))

        get_import_response_200 = cls(
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

        return get_import_response_200
