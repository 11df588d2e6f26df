from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.refresh_ontologies_response_202_status import (
    RefreshOntologiesResponse202Status,
)

if TYPE_CHECKING:
    from ..models.refresh_ontologies_response_202_result_type_0_type_0 import (
        RefreshOntologiesResponse202ResultType0Type0,
    )
    from ..models.refresh_ontologies_response_202_result_type_1 import (
        RefreshOntologiesResponse202ResultType1,
    )


T = TypeVar("T", bound="RefreshOntologiesResponse202")


@_attrs_define
class RefreshOntologiesResponse202:
    """
    Attributes:
        id (str):
        status (RefreshOntologiesResponse202Status):
        result (None | RefreshOntologiesResponse202ResultType0Type0 | RefreshOntologiesResponse202ResultType1):
    """

    id: str
    status: RefreshOntologiesResponse202Status
    result: (
        None
        | RefreshOntologiesResponse202ResultType0Type0
        | RefreshOntologiesResponse202ResultType1
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.refresh_ontologies_response_202_result_type_0_type_0 import (
            RefreshOntologiesResponse202ResultType0Type0,
        )
        from ..models.refresh_ontologies_response_202_result_type_1 import (
            RefreshOntologiesResponse202ResultType1,
        )

        id = self.id

        status = self.status.value

        result: dict[str, Any] | None
        if isinstance(
            self.result, RefreshOntologiesResponse202ResultType0Type0
        ) or isinstance(self.result, RefreshOntologiesResponse202ResultType1):
            result = self.result.to_dict()
        else:
            result = self.result

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "status": status,
                "result": result,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.refresh_ontologies_response_202_result_type_0_type_0 import (
            RefreshOntologiesResponse202ResultType0Type0,
        )
        from ..models.refresh_ontologies_response_202_result_type_1 import (
            RefreshOntologiesResponse202ResultType1,
        )

        d = dict(src_dict)
        id = d.pop("id")

        status = RefreshOntologiesResponse202Status(d.pop("status"))

        def _parse_result(
            data: object,
        ) -> (
            None
            | RefreshOntologiesResponse202ResultType0Type0
            | RefreshOntologiesResponse202ResultType1
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0_type_0 = (
                    RefreshOntologiesResponse202ResultType0Type0.from_dict(data)
                )

                return result_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_1 = RefreshOntologiesResponse202ResultType1.from_dict(data)

                return result_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                None
                | RefreshOntologiesResponse202ResultType0Type0
                | RefreshOntologiesResponse202ResultType1,
                data,
            )

        result = _parse_result(d.pop("result"))

        refresh_ontologies_response_202 = cls(
            id=id,
            status=status,
            result=result,
        )

        return refresh_ontologies_response_202
