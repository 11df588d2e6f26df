from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.get_import_response_200_counts_annotations import (
        GetImportResponse200CountsAnnotations,
    )
    from ..models.get_import_response_200_counts_collections import (
        GetImportResponse200CountsCollections,
    )
    from ..models.get_import_response_200_counts_data_objects import (
        GetImportResponse200CountsDataObjects,
    )
    from ..models.get_import_response_200_counts_file_containers import (
        GetImportResponse200CountsFileContainers,
    )
    from ..models.get_import_response_200_counts_files import (
        GetImportResponse200CountsFiles,
    )
    from ..models.get_import_response_200_counts_lab_journal_entries import (
        GetImportResponse200CountsLabJournalEntries,
    )
    from ..models.get_import_response_200_counts_links import (
        GetImportResponse200CountsLinks,
    )
    from ..models.get_import_response_200_counts_permissions import (
        GetImportResponse200CountsPermissions,
    )
    from ..models.get_import_response_200_counts_references import (
        GetImportResponse200CountsReferences,
    )
    from ..models.get_import_response_200_counts_spatial_data_containers import (
        GetImportResponse200CountsSpatialDataContainers,
    )
    from ..models.get_import_response_200_counts_spatial_points import (
        GetImportResponse200CountsSpatialPoints,
    )
    from ..models.get_import_response_200_counts_structured_data_containers import (
        GetImportResponse200CountsStructuredDataContainers,
    )
    from ..models.get_import_response_200_counts_structured_documents import (
        GetImportResponse200CountsStructuredDocuments,
    )
    from ..models.get_import_response_200_counts_timeseries_containers import (
        GetImportResponse200CountsTimeseriesContainers,
    )
    from ..models.get_import_response_200_counts_timeseries_points import (
        GetImportResponse200CountsTimeseriesPoints,
    )


T = TypeVar("T", bound="GetImportResponse200Counts")


@_attrs_define
class GetImportResponse200Counts:
    """
    Attributes:
        collections (GetImportResponse200CountsCollections):
        data_objects (GetImportResponse200CountsDataObjects):
        links (GetImportResponse200CountsLinks):
        references (GetImportResponse200CountsReferences):
        lab_journal_entries (GetImportResponse200CountsLabJournalEntries):
        annotations (GetImportResponse200CountsAnnotations):
        file_containers (GetImportResponse200CountsFileContainers):
        files (GetImportResponse200CountsFiles):
        timeseries_containers (GetImportResponse200CountsTimeseriesContainers):
        timeseries_points (GetImportResponse200CountsTimeseriesPoints):
        structured_data_containers (GetImportResponse200CountsStructuredDataContainers):
        structured_documents (GetImportResponse200CountsStructuredDocuments):
        spatial_data_containers (GetImportResponse200CountsSpatialDataContainers):
        spatial_points (GetImportResponse200CountsSpatialPoints):
        permissions (GetImportResponse200CountsPermissions):
    """

    collections: GetImportResponse200CountsCollections
    data_objects: GetImportResponse200CountsDataObjects
    links: GetImportResponse200CountsLinks
    references: GetImportResponse200CountsReferences
    lab_journal_entries: GetImportResponse200CountsLabJournalEntries
    annotations: GetImportResponse200CountsAnnotations
    file_containers: GetImportResponse200CountsFileContainers
    files: GetImportResponse200CountsFiles
    timeseries_containers: GetImportResponse200CountsTimeseriesContainers
    timeseries_points: GetImportResponse200CountsTimeseriesPoints
    structured_data_containers: GetImportResponse200CountsStructuredDataContainers
    structured_documents: GetImportResponse200CountsStructuredDocuments
    spatial_data_containers: GetImportResponse200CountsSpatialDataContainers
    spatial_points: GetImportResponse200CountsSpatialPoints
    permissions: GetImportResponse200CountsPermissions

    def to_dict(self) -> dict[str, Any]:
        collections = self.collections.to_dict()

        data_objects = self.data_objects.to_dict()

        links = self.links.to_dict()

        references = self.references.to_dict()

        lab_journal_entries = self.lab_journal_entries.to_dict()

        annotations = self.annotations.to_dict()

        file_containers = self.file_containers.to_dict()

        files = self.files.to_dict()

        timeseries_containers = self.timeseries_containers.to_dict()

        timeseries_points = self.timeseries_points.to_dict()

        structured_data_containers = self.structured_data_containers.to_dict()

        structured_documents = self.structured_documents.to_dict()

        spatial_data_containers = self.spatial_data_containers.to_dict()

        spatial_points = self.spatial_points.to_dict()

        permissions = self.permissions.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "collections": collections,
                "dataObjects": data_objects,
                "links": links,
                "references": references,
                "labJournalEntries": lab_journal_entries,
                "annotations": annotations,
                "fileContainers": file_containers,
                "files": files,
                "timeseriesContainers": timeseries_containers,
                "timeseriesPoints": timeseries_points,
                "structuredDataContainers": structured_data_containers,
                "structuredDocuments": structured_documents,
                "spatialDataContainers": spatial_data_containers,
                "spatialPoints": spatial_points,
                "permissions": permissions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.get_import_response_200_counts_annotations import (
            GetImportResponse200CountsAnnotations,
        )
        from ..models.get_import_response_200_counts_collections import (
            GetImportResponse200CountsCollections,
        )
        from ..models.get_import_response_200_counts_data_objects import (
            GetImportResponse200CountsDataObjects,
        )
        from ..models.get_import_response_200_counts_file_containers import (
            GetImportResponse200CountsFileContainers,
        )
        from ..models.get_import_response_200_counts_files import (
            GetImportResponse200CountsFiles,
        )
        from ..models.get_import_response_200_counts_lab_journal_entries import (
            GetImportResponse200CountsLabJournalEntries,
        )
        from ..models.get_import_response_200_counts_links import (
            GetImportResponse200CountsLinks,
        )
        from ..models.get_import_response_200_counts_permissions import (
            GetImportResponse200CountsPermissions,
        )
        from ..models.get_import_response_200_counts_references import (
            GetImportResponse200CountsReferences,
        )
        from ..models.get_import_response_200_counts_spatial_data_containers import (
            GetImportResponse200CountsSpatialDataContainers,
        )
        from ..models.get_import_response_200_counts_spatial_points import (
            GetImportResponse200CountsSpatialPoints,
        )
        from ..models.get_import_response_200_counts_structured_data_containers import (
            GetImportResponse200CountsStructuredDataContainers,
        )
        from ..models.get_import_response_200_counts_structured_documents import (
            GetImportResponse200CountsStructuredDocuments,
        )
        from ..models.get_import_response_200_counts_timeseries_containers import (
            GetImportResponse200CountsTimeseriesContainers,
        )
        from ..models.get_import_response_200_counts_timeseries_points import (
            GetImportResponse200CountsTimeseriesPoints,
        )

        d = dict(src_dict)
        collections = GetImportResponse200CountsCollections.from_dict(
            d.pop("collections")
        )

        data_objects = GetImportResponse200CountsDataObjects.from_dict(
            d.pop("dataObjects")
        )

        links = GetImportResponse200CountsLinks.from_dict(d.pop("links"))

        references = GetImportResponse200CountsReferences.from_dict(d.pop("references"))

        lab_journal_entries = GetImportResponse200CountsLabJournalEntries.from_dict(
            d.pop("labJournalEntries")
        )

        annotations = GetImportResponse200CountsAnnotations.from_dict(
            d.pop("annotations")
        )

        file_containers = GetImportResponse200CountsFileContainers.from_dict(
            d.pop("fileContainers")
        )

        files = GetImportResponse200CountsFiles.from_dict(d.pop("files"))

        timeseries_containers = (
            GetImportResponse200CountsTimeseriesContainers.from_dict(
                d.pop("timeseriesContainers")
            )
        )

        timeseries_points = GetImportResponse200CountsTimeseriesPoints.from_dict(
            d.pop("timeseriesPoints")
        )

        structured_data_containers = (
            GetImportResponse200CountsStructuredDataContainers.from_dict(
                d.pop("structuredDataContainers")
            )
        )

        structured_documents = GetImportResponse200CountsStructuredDocuments.from_dict(
            d.pop("structuredDocuments")
        )

        spatial_data_containers = (
            GetImportResponse200CountsSpatialDataContainers.from_dict(
                d.pop("spatialDataContainers")
            )
        )

        spatial_points = GetImportResponse200CountsSpatialPoints.from_dict(
            d.pop("spatialPoints")
        )

        permissions = GetImportResponse200CountsPermissions.from_dict(
            d.pop("permissions")
        )

        get_import_response_200_counts = cls(
            collections=collections,
            data_objects=data_objects,
            links=links,
            references=references,
            lab_journal_entries=lab_journal_entries,
            annotations=annotations,
            file_containers=file_containers,
            files=files,
            timeseries_containers=timeseries_containers,
            timeseries_points=timeseries_points,
            structured_data_containers=structured_data_containers,
            structured_documents=structured_documents,
            spatial_data_containers=spatial_data_containers,
            spatial_points=spatial_points,
            permissions=permissions,
        )

        return get_import_response_200_counts
