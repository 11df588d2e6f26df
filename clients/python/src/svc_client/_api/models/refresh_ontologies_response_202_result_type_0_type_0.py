from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.refresh_ontologies_response_202_result_type_0_type_0_errors_item import (
        RefreshOntologiesResponse202ResultType0Type0ErrorsItem,
    )


T = TypeVar("T", bound="RefreshOntologiesResponse202ResultType0Type0")


@_attrs_define
class RefreshOntologiesResponse202ResultType0Type0:
    """
    Attributes:
        requested (int):
        refreshed (int):
        already_current (int):
        errors (list[RefreshOntologiesResponse202ResultType0Type0ErrorsItem]):
    """

    requested: int
    refreshed: int
    already_current: int
    errors: list[RefreshOntologiesResponse202ResultType0Type0ErrorsItem]

    def to_dict(self) -> dict[str, Any]:
        requested = self.requested

        refreshed = self.refreshed

        already_current = self.already_current

        errors = []
        for errors_item_data in self.errors:
            errors_item = errors_item_data.to_dict()
            errors.append(errors_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "requested": requested,
                "refreshed": refreshed,
                "alreadyCurrent": already_current,
                "errors": errors,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.refresh_ontologies_response_202_result_type_0_type_0_errors_item import (
            RefreshOntologiesResponse202ResultType0Type0ErrorsItem,
        )

        d = dict(src_dict)
        requested = d.pop("requested")

        refreshed = d.pop("refreshed")

        already_current = d.pop("alreadyCurrent")

        errors = []
        _errors = d.pop("errors")
        for errors_item_data in _errors:
            errors_item = (
                RefreshOntologiesResponse202ResultType0Type0ErrorsItem.from_dict(
                    errors_item_data
                )
            )

            errors.append(errors_item)

        refresh_ontologies_response_202_result_type_0_type_0 = cls(
            requested=requested,
            refreshed=refreshed,
            already_current=already_current,
            errors=errors,
        )

        return refresh_ontologies_response_202_result_type_0_type_0
