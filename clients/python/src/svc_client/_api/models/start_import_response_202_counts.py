from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.start_import_response_202_counts_annotations import (
        StartImportResponse202CountsAnnotations,
    )
    from ..models.start_import_response_202_counts_collections import (
        StartImportResponse202CountsCollections,
    )
    from ..models.start_import_response_202_counts_data_objects import (
        StartImportResponse202CountsDataObjects,
    )
    from ..models.start_import_response_202_counts_file_containers import (
        StartImportResponse202CountsFileContainers,
    )
    from ..models.start_import_response_202_counts_files import (
        StartImportResponse202CountsFiles,
    )
    from ..models.start_import_response_202_counts_lab_journal_entries import (
        StartImportResponse202CountsLabJournalEntries,
    )
    from ..models.start_import_response_202_counts_links import (
        StartImportResponse202CountsLinks,
    )
    from ..models.start_import_response_202_counts_permissions import (
        StartImportResponse202CountsPermissions,
    )
    from ..models.start_import_response_202_counts_references import (
        StartImportResponse202CountsReferences,
    )
    from ..models.start_import_response_202_counts_spatial_data_containers import (
        StartImportResponse202CountsSpatialDataContainers,
    )
    from ..models.start_import_response_202_counts_spatial_points import (
        StartImportResponse202CountsSpatialPoints,
    )
    from ..models.start_import_response_202_counts_structured_data_containers import (
        StartImportResponse202CountsStructuredDataContainers,
    )
    from ..models.start_import_response_202_counts_structured_documents import (
        StartImportResponse202CountsStructuredDocuments,
    )
    from ..models.start_import_response_202_counts_timeseries_containers import (
        StartImportResponse202CountsTimeseriesContainers,
    )
    from ..models.start_import_response_202_counts_timeseries_points import (
        StartImportResponse202CountsTimeseriesPoints,
    )


T = TypeVar("T", bound="StartImportResponse202Counts")


@_attrs_define
class StartImportResponse202Counts:
    """
    Attributes:
        collections (StartImportResponse202CountsCollections):
        data_objects (StartImportResponse202CountsDataObjects):
        links (StartImportResponse202CountsLinks):
        references (StartImportResponse202CountsReferences):
        lab_journal_entries (StartImportResponse202CountsLabJournalEntries):
        annotations (StartImportResponse202CountsAnnotations):
        file_containers (StartImportResponse202CountsFileContainers):
        files (StartImportResponse202CountsFiles):
        timeseries_containers (StartImportResponse202CountsTimeseriesContainers):
        timeseries_points (StartImportResponse202CountsTimeseriesPoints):
        structured_data_containers (StartImportResponse202CountsStructuredDataContainers):
        structured_documents (StartImportResponse202CountsStructuredDocuments):
        spatial_data_containers (StartImportResponse202CountsSpatialDataContainers):
        spatial_points (StartImportResponse202CountsSpatialPoints):
        permissions (StartImportResponse202CountsPermissions):
    """

    collections: StartImportResponse202CountsCollections
    data_objects: StartImportResponse202CountsDataObjects
    links: StartImportResponse202CountsLinks
    references: StartImportResponse202CountsReferences
    lab_journal_entries: StartImportResponse202CountsLabJournalEntries
    annotations: StartImportResponse202CountsAnnotations
    file_containers: StartImportResponse202CountsFileContainers
    files: StartImportResponse202CountsFiles
    timeseries_containers: StartImportResponse202CountsTimeseriesContainers
    timeseries_points: StartImportResponse202CountsTimeseriesPoints
    structured_data_containers: StartImportResponse202CountsStructuredDataContainers
    structured_documents: StartImportResponse202CountsStructuredDocuments
    spatial_data_containers: StartImportResponse202CountsSpatialDataContainers
    spatial_points: StartImportResponse202CountsSpatialPoints
    permissions: StartImportResponse202CountsPermissions

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
        from ..models.start_import_response_202_counts_annotations import (
            StartImportResponse202CountsAnnotations,
        )
        from ..models.start_import_response_202_counts_collections import (
            StartImportResponse202CountsCollections,
        )
        from ..models.start_import_response_202_counts_data_objects import (
            StartImportResponse202CountsDataObjects,
        )
        from ..models.start_import_response_202_counts_file_containers import (
            StartImportResponse202CountsFileContainers,
        )
        from ..models.start_import_response_202_counts_files import (
            StartImportResponse202CountsFiles,
        )
        from ..models.start_import_response_202_counts_lab_journal_entries import (
            StartImportResponse202CountsLabJournalEntries,
        )
        from ..models.start_import_response_202_counts_links import (
            StartImportResponse202CountsLinks,
        )
        from ..models.start_import_response_202_counts_permissions import (
            StartImportResponse202CountsPermissions,
        )
        from ..models.start_import_response_202_counts_references import (
            StartImportResponse202CountsReferences,
        )
        from ..models.start_import_response_202_counts_spatial_data_containers import (
            StartImportResponse202CountsSpatialDataContainers,
        )
        from ..models.start_import_response_202_counts_spatial_points import (
            StartImportResponse202CountsSpatialPoints,
        )
        from ..models.start_import_response_202_counts_structured_data_containers import (
            StartImportResponse202CountsStructuredDataContainers,
        )
        from ..models.start_import_response_202_counts_structured_documents import (
            StartImportResponse202CountsStructuredDocuments,
        )
        from ..models.start_import_response_202_counts_timeseries_containers import (
            StartImportResponse202CountsTimeseriesContainers,
        )
        from ..models.start_import_response_202_counts_timeseries_points import (
            StartImportResponse202CountsTimeseriesPoints,
        )

        d = dict(src_dict)
        collections = StartImportResponse202CountsCollections.from_dict(
            d.pop("collections")
        )

        data_objects = StartImportResponse202CountsDataObjects.from_dict(
            d.pop("dataObjects")
        )

        links = StartImportResponse202CountsLinks.from_dict(d.pop("links"))

        references = StartImportResponse202CountsReferences.from_dict(
            d.pop("references")
        )

        lab_journal_entries = StartImportResponse202CountsLabJournalEntries.from_dict(
            d.pop("labJournalEntries")
        )

        annotations = StartImportResponse202CountsAnnotations.from_dict(
            d.pop("annotations")
        )

        file_containers = StartImportResponse202CountsFileContainers.from_dict(
            d.pop("fileContainers")
        )

        files = StartImportResponse202CountsFiles.from_dict(d.pop("files"))

        timeseries_containers = (
            StartImportResponse202CountsTimeseriesContainers.from_dict(
                d.pop("timeseriesContainers")
            )
        )

        timeseries_points = StartImportResponse202CountsTimeseriesPoints.from_dict(
            d.pop("timeseriesPoints")
        )

        structured_data_containers = (
            StartImportResponse202CountsStructuredDataContainers.from_dict(
                d.pop("structuredDataContainers")
            )
        )

        structured_documents = (
            StartImportResponse202CountsStructuredDocuments.from_dict(
                d.pop("structuredDocuments")
            )
        )

        spatial_data_containers = (
            StartImportResponse202CountsSpatialDataContainers.from_dict(
                d.pop("spatialDataContainers")
            )
        )

        spatial_points = StartImportResponse202CountsSpatialPoints.from_dict(
            d.pop("spatialPoints")
        )

        permissions = StartImportResponse202CountsPermissions.from_dict(
            d.pop("permissions")
        )

        start_import_response_202_counts = cls(
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

        return start_import_response_202_counts
