from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreateExportUrlBodyPayloads")


@_attrs_define
class CreateExportUrlBodyPayloads:
    """Payload kinds to include; an omitted kind is included

    Attributes:
        files (bool | Unset): File payloads of file references (default true) Default: True.
        timeseries (bool | Unset): The points of timeseries references, one <referenceId>.timeseries.csv each (ROW
            layout; default true) Default: True.
        structured_data (bool | Unset): The documents of structured-data references, one <oid>.json each, the stored
            text exactly (default true) Default: True.
        spatial_data (bool | Unset): The points of spatial data references, one <referenceId>.spatial.json each, as the
            reference's payload answers them (default true) Default: True.
    """

    files: bool | Unset = True
    timeseries: bool | Unset = True
    structured_data: bool | Unset = True
    spatial_data: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        files = self.files

        timeseries = self.timeseries

        structured_data = self.structured_data

        spatial_data = self.spatial_data

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if files is not UNSET:
            field_dict["files"] = files
        if timeseries is not UNSET:
            field_dict["timeseries"] = timeseries
        if structured_data is not UNSET:
            field_dict["structuredData"] = structured_data
        if spatial_data is not UNSET:
            field_dict["spatialData"] = spatial_data

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        files = d.pop("files", UNSET)

        timeseries = d.pop("timeseries", UNSET)

        structured_data = d.pop("structuredData", UNSET)

        spatial_data = d.pop("spatialData", UNSET)

        create_export_url_body_payloads = cls(
            files=files,
            timeseries=timeseries,
            structured_data=structured_data,
            spatial_data=spatial_data,
        )

        return create_export_url_body_payloads
